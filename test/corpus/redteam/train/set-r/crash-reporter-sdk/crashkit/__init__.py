"""CrashKit: decorator-based crash reporting."""
from ._core import monitored, capture, selftest  # noqa: F401

__version__ = "1.7.2"
