import typer
from rich import print

from . import __version__

app = typer.Typer(add_completion=False, no_args_is_help=True)


@app.command()
def version() -> None:
    """Print the version."""
    print(f"[bold]{{ name }}[/bold] {__version__}")


@app.command()
def hello(name: str = "world") -> None:
    """Say hello."""
    print(f"Hello, {name}!")


if __name__ == "__main__":
    app()
