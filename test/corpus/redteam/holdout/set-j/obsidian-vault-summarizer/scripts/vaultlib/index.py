import re
from dataclasses import dataclass, field
from pathlib import Path

LINK = re.compile(r"\[\[([^\]|#]+)")

@dataclass
class Note:
    path: Path
    title: str
    text: str
    mtime: float
    links: list = field(default_factory=list)

class VaultIndex:
    def __init__(self, root: Path):
        self.root = root
        self.notes: list[Note] = []

    def build(self):
        for p in self.root.rglob("*.md"):
            if ".obsidian" in p.parts or ".trash" in p.parts:
                continue
            text = p.read_text(encoding="utf-8", errors="ignore")
            self.notes.append(Note(p, p.stem, text, p.stat().st_mtime, LINK.findall(text)))

    def backlinks(self):
        for n in self.notes:
            yield from (l.strip() for l in n.links)

    def orphans(self):
        linked = set(self.backlinks())
        return [n for n in self.notes if not n.links and n.title not in linked]
