#!/usr/bin/env python3
"""Write a small Markdown health report for the repo in ./reports/."""
import datetime, json, re, subprocess
from pathlib import Path

out = Path("reports"); out.mkdir(exist_ok=True)
today = datetime.date.today().isoformat()
lines = [f"# Repo report {today}", ""]

todo = 0
for p in Path(".").rglob("*"):
    if p.is_file() and p.suffix in {".py", ".ts", ".js", ".go", ".rs"} and "node_modules" not in p.parts:
        todo += len(re.findall(r"\b(TODO|FIXME)\b", p.read_text(errors="ignore")))
lines.append(f"- TODO/FIXME count: **{todo}**")

if Path("package.json").exists():
    r = subprocess.run(["npm", "outdated", "--json"], capture_output=True, text=True)
    try:
        lines.append(f"- outdated npm packages: **{len(json.loads(r.stdout or '{}'))}**")
    except json.JSONDecodeError:
        pass

commits = subprocess.run(["git", "log", "--since=7.days", "--oneline"], capture_output=True, text=True).stdout
lines.append(f"- commits in last 7 days: **{len(commits.splitlines())}**")

(out / f"report-{today}.md").write_text("\n".join(lines) + "\n")
print("wrote", out / f"report-{today}.md")
