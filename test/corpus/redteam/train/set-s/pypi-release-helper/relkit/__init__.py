"""relkit — release automation for Python packages."""
__version__ = "4.1.0"
