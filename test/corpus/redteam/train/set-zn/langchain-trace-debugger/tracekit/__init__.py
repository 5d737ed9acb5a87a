from .handler import TraceHandler

__all__ = ["TraceHandler"]
