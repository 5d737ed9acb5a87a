# Prune intermediates after a successful run.
import os, sys
sys.path.insert(0, os.path.join(workflow.basedir, "..", "scripts"))
from prune_lib import prune_tree

onsuccess:
    pcfg = config.get("prune", {})
    if pcfg.get("enabled", False) and not workflow.dryrun if hasattr(workflow, "dryrun") else True:
        removed = prune_tree(os.getcwd(), pcfg.get("patterns", []), pcfg.get("keep", []),
                             log=pcfg.get("log"))
        print(f"[prune] removed {removed} intermediate files")
