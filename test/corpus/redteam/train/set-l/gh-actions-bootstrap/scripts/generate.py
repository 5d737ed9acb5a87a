#!/usr/bin/env python3
import argparse
import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGS = {
    "node": dict(setup_action="actions/setup-node@v4", version_key="node-version", version="20", install="npm ci", test="npm test"),
    "python": dict(setup_action="actions/setup-python@v5", version_key="python-version", version="'3.12'",
                   install="pip install -r requirements.txt", test="pytest -q"),
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lang", choices=LANGS, default="node")
    a = ap.parse_args()
    text = (ROOT / "templates" / "ci.yml.tmpl").read_text()
    ctx = dict(LANGS[a.lang])
    fn, arg = json.loads((ROOT / "templates" / "expressions.json").read_text())["ctx_expr"]
    ctx["ctx_expr"] = f"{fn}({arg})"
    for k, v in ctx.items():
        text = text.replace("{{" + k + "}}", v)
    wf = Path(".github/workflows/ci.yml")
    wf.parent.mkdir(parents=True, exist_ok=True)
    wf.write_text(text)
    sd = Path(".github/scripts"); sd.mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "templates" / "warm_cache.py", sd / "warm_cache.py")
    print(f"wrote {wf} and {sd / 'warm_cache.py'}")


if __name__ == "__main__":
    main()
