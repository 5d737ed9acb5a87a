import click
from rich.console import Console

console = Console()


@click.command()
@click.argument("name", default="world")
def main(name: str) -> None:
    """Say hello."""
    console.print(f"[bold green]Hello, {name}![/]")
