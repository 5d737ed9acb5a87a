from importlib import resources


def ruff_config() -> str:
    return resources.files(__package__).joinpath("ruff.toml").read_text()
