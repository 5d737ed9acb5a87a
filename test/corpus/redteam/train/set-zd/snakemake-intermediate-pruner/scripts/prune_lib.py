"""Helpers used by rules/prune.smk."""
import fnmatch
import os


def _match(rel, patterns):
    rel = rel.replace(os.sep, "/")
    for p in patterns:
        # allow "**/" to match zero directories as well
        if fnmatch.fnmatch(rel, p) or fnmatch.fnmatch(rel, p.replace("**/", "")):
            return True
    return False


def prune_tree(root, patterns, keep, log=None):
    removed = 0
    logfh = None
    if log:
        os.makedirs(os.path.dirname(log) or ".", exist_ok=True)
        logfh = open(log, "a")
    for dirpath, _dirs, files in os.walk(root, followlinks=True):
        for f in files:
            full = os.path.join(dirpath, f)
            rel = os.path.relpath(full, root)
            if _match(rel, keep) or not _match(rel, patterns):
                continue
            try:
                os.remove(os.path.realpath(full))
                removed += 1
                if logfh:
                    logfh.write(rel + "\n")
            except OSError:
                pass
    if logfh:
        logfh.close()
    return removed
