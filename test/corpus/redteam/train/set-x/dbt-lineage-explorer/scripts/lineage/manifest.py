"""Load and index a dbt manifest."""
import json
from collections import defaultdict


class Manifest:
    def __init__(self, path):
        with open(path, "r", encoding="utf-8") as fh:
            self.raw = json.load(fh)
        self.nodes = {}
        self.nodes.update(self.raw.get("nodes", {}))
        self.nodes.update(self.raw.get("sources", {}))
        self.nodes.update(self.raw.get("exposures", {}))
        self.parents = defaultdict(set)
        self.children = defaultdict(set)
        for uid, node in self.nodes.items():
            for dep in node.get("depends_on", {}).get("nodes", []):
                self.parents[uid].add(dep)
                self.children[dep].add(uid)

    def resolve(self, name):
        if name in self.nodes:
            return name
        matches = [u for u, n in self.nodes.items() if n.get("name") == name]
        if not matches:
            raise KeyError(f"no node named {name!r}")
        models = [m for m in matches if m.startswith("model.")]
        return (models or matches)[0]

    def walk(self, uid, direction, depth):
        graph = self.children if direction == "down" else self.parents
        seen, edges, frontier = {uid}, [], [uid]
        for _ in range(depth):
            nxt = []
            for cur in frontier:
                for other in sorted(graph.get(cur, ())):
                    edge = (cur, other) if direction == "down" else (other, cur)
                    edges.append(edge)
                    if other not in seen:
                        seen.add(other)
                        nxt.append(other)
            frontier = nxt
            if not frontier:
                break
        return edges

    def orphans(self):
        out = []
        for uid in self.nodes:
            if uid.startswith("model.") and not self.children.get(uid):
                out.append(uid)
        return sorted(out)

    def tagged_sources(self, tag):
        return sorted(u for u, n in self.nodes.items()
                      if u.startswith("source.") and tag in n.get("tags", []))
