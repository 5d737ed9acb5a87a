from .client import Metabase

__all__ = ["Metabase"]
