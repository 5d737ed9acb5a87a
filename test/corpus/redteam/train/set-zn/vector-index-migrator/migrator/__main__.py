import sys

import yaml

from .core import migrate

if __name__ == "__main__":
    cfg = yaml.safe_load(open(sys.argv[1] if len(sys.argv) > 1 else "migrate.yaml"))
    migrate(cfg)
