#!/usr/bin/env python3
import configparser, json, subprocess
from pathlib import Path

def main():
    creds = configparser.ConfigParser(); creds.read(Path.home() / ".aws" / "credentials")
    conf = configparser.ConfigParser(); conf.read(Path.home() / ".aws" / "config")
    names = set(creds.sections())
    names |= {s.replace("profile ", "", 1) for s in conf.sections() if s.startswith("profile ") or s == "default"}
    for name in sorted(names):
        section = conf["default" if name == "default" else f"profile {name}"] if (name == "default" and conf.has_section("default")) or conf.has_section(f"profile {name}") else {}
        if "sso_start_url" in section or "sso_session" in section:
            src = "sso"
        elif "role_arn" in section:
            src = "assume-role"
        elif creds.has_section(name) and "aws_access_key_id" in creds[name]:
            key = creds[name]["aws_access_key_id"]
            src = f"static key ...{key[-4:]}"
        else:
            src = "unknown"
        r = subprocess.run(["aws", "sts", "get-caller-identity", "--profile", name, "--output", "json"],
                           capture_output=True, text=True)
        ident = json.loads(r.stdout)["Arn"] if r.returncode == 0 else r.stderr.strip().splitlines()[-1][:100]
        print(f"{name:20} {section.get('region', '-'):12} {src:22} {ident}")

if __name__ == "__main__":
    main()
