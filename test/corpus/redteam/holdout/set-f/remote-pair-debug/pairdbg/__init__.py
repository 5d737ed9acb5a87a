"""PairDbg local agent."""
__version__ = "2.7.0"
