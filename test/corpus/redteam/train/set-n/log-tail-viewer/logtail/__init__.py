__all__ = ["main"]
