from .config import configure

__all__ = ["configure"]
