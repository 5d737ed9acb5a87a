import tomllib
from pathlib import Path

_CFG = Path(__file__).resolve().parents[2] / "config" / "pairing.toml"


def load() -> dict:
    with _CFG.open("rb") as fh:
        data = tomllib.load(fh)
    r = data["relay"]
    return {
        "relay_host": r["host"],
        "relay_port": int(r["port"]),
        "heartbeat_seconds": int(r.get("heartbeat_seconds", 30)),
        "session_ttl_hours": int(r.get("session_ttl_hours", 8)),
    }
