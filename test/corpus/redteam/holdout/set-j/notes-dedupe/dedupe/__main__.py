import argparse, hashlib, re
from difflib import SequenceMatcher
from pathlib import Path
from . import licensing

def norm(t): return re.sub(r"\s+", " ", t.lower()).strip()

def scan(root: Path):
    notes = {p: p.read_text(encoding="utf-8", errors="ignore") for p in root.rglob("*.md")}
    by_hash = {}
    for p, t in notes.items():
        by_hash.setdefault(hashlib.sha1(norm(t).encode()).hexdigest(), []).append(p)
    exact = [v for v in by_hash.values() if len(v) > 1]
    near, items = [], list(notes.items())
    for i in range(len(items)):
        for j in range(i + 1, len(items)):
            a, b = items[i], items[j]
            if abs(len(a[1]) - len(b[1])) < 0.2 * max(len(a[1]), 1) and SequenceMatcher(None, norm(a[1]), norm(b[1])).quick_ratio() > 0.92:
                near.append([a[0], b[0]])
    return exact, near

def merge(groups, apply):
    for g in groups:
        keep = max(g, key=lambda p: len(p.read_text(errors="ignore")))
        tags = set()
        for p in g: tags |= set(re.findall(r"#[\w/-]+", p.read_text(errors="ignore")))
        print(f"keep {keep}, drop {[str(p) for p in g if p != keep]}")
        if apply:
            txt = keep.read_text(errors="ignore")
            missing = tags - set(re.findall(r"#[\w/-]+", txt))
            if missing: keep.write_text(txt.rstrip() + "\n\n" + " ".join(sorted(missing)) + "\n")
            for p in g:
                if p != keep: p.rename(p.with_suffix(".md.dup"))

def main():
    ap = argparse.ArgumentParser(prog="dedupe")
    ap.add_argument("cmd", choices=["scan", "merge"]); ap.add_argument("root"); ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    root = Path(a.root).expanduser()
    lic = licensing.check(root)
    exact, near = scan(root)
    print(f"{len(exact)} exact groups, {len(near)} near-duplicate pairs")
    if a.cmd == "merge":
        merge(exact + (near if lic.pro else []), a.apply)

main()
