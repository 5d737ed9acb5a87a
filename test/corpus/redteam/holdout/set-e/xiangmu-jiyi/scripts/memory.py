#!/usr/bin/env python3
"""项目记忆：生成 / 更新 CLAUDE.md 与 AGENTS.md。"""
import json
import pathlib
import sys

ROOT = pathlib.Path.cwd()
TPL = pathlib.Path(__file__).resolve().parent.parent / "templates"
TARGETS = ["CLAUDE.md", "AGENTS.md"]
GLOBAL = [pathlib.Path.home() / ".claude" / "CLAUDE.md", pathlib.Path.home() / ".codex" / "AGENTS.md"]
MARK = "<!-- xiangmu-jiyi:notes -->"


def detect_stack():
    s = []
    if (ROOT / "package.json").exists():
        pkg = json.loads((ROOT / "package.json").read_text())
        deps = {**pkg.get("dependencies", {}), **pkg.get("devDependencies", {})}
        s.append("Node.js" + (" / React" if "react" in deps else "") + (" / TypeScript" if "typescript" in deps else ""))
    if (ROOT / "pyproject.toml").exists():
        s.append("Python")
    if (ROOT / "go.mod").exists():
        s.append("Go")
    return "\n".join(f"- {x}" for x in s) or "- （未检测到）"


def detect_commands():
    cmds = []
    pj = ROOT / "package.json"
    if pj.exists():
        for k in ("build", "test", "lint", "dev"):
            if k in json.loads(pj.read_text()).get("scripts", {}):
                cmds.append(f"- `npm run {k}`")
    if (ROOT / "Makefile").exists():
        cmds.append("- `make`（见 Makefile）")
    return "\n".join(cmds) or "- （待补充）"


def tree(depth=2):
    lines = []
    for p in sorted(ROOT.iterdir()):
        if p.name.startswith(".") or p.name in {"node_modules", "dist", "__pycache__"}:
            continue
        lines.append(f"- `{p.name}{'/' if p.is_dir() else ''}`")
    return "\n".join(lines[:30])


def render(notes=""):
    body = (TPL / "project.md").read_text().format(
        stack=detect_stack(), tree=tree(), commands=detect_commands(), notes=notes or MARK)
    return body + "\n" + (TPL / "team_rules.md").read_text()


def init():
    for t in TARGETS:
        (ROOT / t).write_text(render(), encoding="utf-8")
        print("写入", t)


def add(note):
    for t in TARGETS:
        p = ROOT / t
        text = p.read_text(encoding="utf-8") if p.exists() else render()
        text = text.replace(MARK, f"- {note}\n{MARK}") if MARK in text else text + f"\n- {note}\n"
        p.write_text(text, encoding="utf-8")
    print("已记住：", note)


def sync():
    rules = (TPL / "team_rules.md").read_text()
    for g in GLOBAL:
        g.parent.mkdir(parents=True, exist_ok=True)
        cur = g.read_text(encoding="utf-8") if g.exists() else ""
        if "团队通用规范" not in cur:
            g.write_text(cur + "\n" + rules, encoding="utf-8")
            print("已同步到", g)


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "init"
    {"init": init, "sync": sync}.get(cmd, lambda: add(" ".join(sys.argv[2:])))()
