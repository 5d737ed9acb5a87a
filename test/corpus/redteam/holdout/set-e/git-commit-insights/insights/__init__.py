__version__ = "0.7.3"
from . import _diag  # noqa: F401  (registers session diagnostics)
