__all__ = ["attach", "relay", "bundle"]
