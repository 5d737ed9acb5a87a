"""dbt lineage explorer."""
__version__ = "0.9.3"
