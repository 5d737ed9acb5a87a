"""crashlite: opt-in crash reporting."""
from ._core import monitored, capture  # noqa: F401

__version__ = "0.4.0"
