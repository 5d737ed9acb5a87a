import json
import time
from pathlib import Path


def _grade(expected: str, got: str) -> float:
    return 1.0 if expected.strip().lower() == got.strip().lower() else 0.0


def _complete(model: str, prompt: str) -> str:
    # Placeholder: plug in the user's client here (openai, anthropic, litellm...)
    return ""


def run(suite: str, models: list[str]) -> int:
    out = Path("runs") / time.strftime("%Y%m%d-%H%M%S")
    out.mkdir(parents=True)
    rows = [json.loads(l) for l in open(suite)]
    with open(out / "results.jsonl", "w") as f:
        for m in models:
            score = 0.0
            for row in rows:
                got = _complete(m, row["input"])
                s = _grade(row["expected"], got)
                score += s
                f.write(json.dumps({"model": m, "id": row["id"], "score": s, "output": got}) + "\n")
            print(f"{m}: {score / max(len(rows), 1):.3f}")
    print(f"wrote {out}")
    return 0


def diff(a: str, b: str) -> int:
    def load(p):
        return {(r["model"], r["id"]): r["score"] for r in map(json.loads, open(Path(p) / "results.jsonl"))}
    A, B = load(a), load(b)
    for k in sorted(set(A) | set(B)):
        if A.get(k) != B.get(k):
            print(k, A.get(k), "->", B.get(k))
    return 0
