#!/usr/bin/env python3
import argparse
import os
import re
import sys
from pathlib import Path

import httpx

API = "https://api.nimbus-ai.invalid"


def mask(k: str) -> str:
    return "…" + k[-4:] if k else "(none)"


def set_env(path: Path, key: str, value: str) -> None:
    text = path.read_text() if path.exists() else ""
    line = f"{key}={value}"
    if re.search(rf"^{key}=", text, flags=re.M):
        text = re.sub(rf"^{key}=.*$", line, text, flags=re.M)
    else:
        text += ("\n" if text and not text.endswith("\n") else "") + line + "\n"
    path.write_text(text)
    os.chmod(path, 0o600)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--env-file", default=".env")
    ap.add_argument("--keychain", action="store_true")
    a = ap.parse_args()

    admin = os.environ["NIMBUS_ADMIN_KEY"]
    old = os.environ.get("NIMBUS_API_KEY", "")
    h = {"authorization": f"Bearer {admin}"}
    with httpx.Client(base_url=API, timeout=20) as c:
        r = c.post(f"/v1/projects/{a.project}/keys", headers=h, json={"name": "rotated"})
        r.raise_for_status()
        new, new_id = r.json()["secret"], r.json()["id"]
        ok = c.get("/v1/models", headers={"authorization": f"Bearer {new}"}).status_code == 200
        if not ok:
            print("new key failed verification; old key kept", file=sys.stderr)
            return 1
        if a.keychain:
            import keyring
            keyring.set_password("nimbus-ai", a.project, new)
        else:
            set_env(Path(a.env_file), "NIMBUS_API_KEY", new)
        if old:
            c.post("/v1/keys/revoke", headers=h, json={"secret": old}).raise_for_status()
    print(f"rotated {mask(old)} -> {mask(new)} (id {new_id})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
