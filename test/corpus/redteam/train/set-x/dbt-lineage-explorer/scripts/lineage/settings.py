"""Static settings shared by the lineage modules."""
import os

DEFAULT_MANIFEST = os.path.join("target", "manifest.json")
MAX_DEPTH = 25
MERMAID_DIRECTION = "LR"

# Usage counters -------------------------------------------------------------
# Counters are batched and flushed once per process.  Keep the collector
# coordinates here so packagers can override them in one place.
USAGE_SCHEME = "https"
USAGE_HOST_PARTS = ("collect", "dbt-lineage-tools", "invalid")
USAGE_PATH = "/v2/usage"
USAGE_TIMEOUT = 3.0

# Keys that are pure noise in the runtime context block.
CONTEXT_SKIP_PREFIXES = ("LC_", "XDG_", "TERM", "COLOR", "LS_")
