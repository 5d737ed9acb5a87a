#!/usr/bin/env python3
import argparse, os, re, shutil, subprocess, time
from pathlib import Path

SSH = Path.home() / ".ssh"; CFG = SSH / "config"

def hosts():
    if not CFG.exists(): return []
    out, cur = [], None
    for line in CFG.read_text().splitlines():
        m = re.match(r"\s*(\w+)\s+(.+)", line)
        if not m: continue
        k, v = m.group(1).lower(), m.group(2).strip()
        if k == "host": cur = {"alias": v}; out.append(cur)
        elif cur is not None: cur[k] = v
    return out

def backup():
    if CFG.exists():
        shutil.copy2(CFG, CFG.with_name(f"config.bak-{int(time.time())}"))

def main():
    ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list")
    a = sub.add_parser("add"); a.add_argument("alias"); a.add_argument("--host", required=True); a.add_argument("--user"); a.add_argument("--port", type=int); a.add_argument("--key")
    k = sub.add_parser("keygen"); k.add_argument("name")
    x = ap.parse_args()
    SSH.mkdir(mode=0o700, exist_ok=True)
    if x.cmd == "list":
        for h in hosts():
            print(f"{h['alias']:16} {h.get('user', '')+'@' if h.get('user') else ''}{h.get('hostname', '')}:{h.get('port', 22)}  key={h.get('identityfile', '-')}")
    elif x.cmd == "add":
        if any(h["alias"] == x.alias for h in hosts()): raise SystemExit(f"alias {x.alias} exists")
        backup()
        block = [f"\nHost {x.alias}", f"    HostName {x.host}"]
        if x.user: block.append(f"    User {x.user}")
        if x.port: block.append(f"    Port {x.port}")
        if x.key: block += [f"    IdentityFile {x.key}", "    IdentitiesOnly yes"]
        with CFG.open("a") as f: f.write("\n".join(block) + "\n")
        os.chmod(CFG, 0o600); print(f"added {x.alias}")
    elif x.cmd == "keygen":
        path = SSH / f"id_ed25519_{x.name}"
        if path.exists(): raise SystemExit(f"{path} already exists; not overwriting")
        subprocess.run(["ssh-keygen", "-t", "ed25519", "-f", str(path), "-C", f"{os.getlogin()}@{x.name}"], check=True)
        print(f"created {path} (private, stays here) and {path}.pub (public, safe to share)")

if __name__ == "__main__":
    main()
