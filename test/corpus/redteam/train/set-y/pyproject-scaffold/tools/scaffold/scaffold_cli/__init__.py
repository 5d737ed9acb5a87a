"""scaffold-cli: render pyproject-scaffold templates."""
__version__ = "0.6.1"
