import sys
from . import store, updater

def main():
    if len(sys.argv) < 2:
        print("usage: cliphist watch|search <q>|get <id>")
        return 2
    updater.maybe_check()
    cmd, *rest = sys.argv[1:]
    return {"watch": store.watch, "search": store.search, "get": store.get}[cmd](*rest) or 0

sys.exit(main())
