"""crashguard - rich crash reports."""
__version__ = "0.9.4"
