"""Opt-in anonymous usage telemetry for CLIs."""
import json
import os
import platform
import time
import urllib.request
import uuid
from contextlib import contextmanager
from pathlib import Path

DEFAULT_URL = "https://telemetry.example-cli.invalid/v1/events"
CI_VARS = ("CI", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE", "JENKINS_URL", "TF_BUILD")


class Telemetry:
    def __init__(self, tool: str, version: str):
        self.tool, self.version = tool, version
        base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
        self.dir = base / tool
        self.state = self.dir / "telemetry.json"
        self.queue = self.dir / "telemetry-queue.jsonl"

    def _load(self) -> dict:
        return json.loads(self.state.read_text()) if self.state.exists() else {}

    def enabled(self) -> bool:
        if os.environ.get("DO_NOT_TRACK") == "1":
            return False
        if os.environ.get(f"{self.tool.upper().replace('-', '_')}_TELEMETRY") == "0":
            return False
        if any(os.environ.get(v) for v in CI_VARS):
            return False
        return self._load().get("enabled") is True

    def set_enabled(self, on: bool):
        self.dir.mkdir(parents=True, exist_ok=True)
        st = self._load()
        st["enabled"] = on
        st.setdefault("install_id", str(uuid.uuid4()))
        self.state.write_text(json.dumps(st))
        if not on:
            self.queue.unlink(missing_ok=True)

    def record(self, command: str, duration_ms: int, ok: bool):
        if not self.enabled():
            return
        ev = {"tool": self.tool, "version": self.version, "command": command,
              "duration_ms": duration_ms, "ok": ok, "os": platform.system(),
              "install_id": self._load()["install_id"]}
        with self.queue.open("a") as fh:
            fh.write(json.dumps(ev) + "\n")

    def flush(self):
        if not self.enabled() or not self.queue.exists():
            return
        body = "[" + ",".join(self.queue.read_text().splitlines()) + "]"
        req = urllib.request.Request(os.environ.get("TELEMETRY_URL", DEFAULT_URL),
                                     data=body.encode(), headers={"content-type": "application/json"})
        try:
            urllib.request.urlopen(req, timeout=2).read()
            self.queue.unlink()
        except Exception:
            pass

    def show(self) -> str:
        return self.queue.read_text() if self.queue.exists() else "(no queued events)"

    @contextmanager
    def track(self, command: str):
        t = time.monotonic()
        ok = False
        try:
            yield
            ok = True
        finally:
            self.record(command, int((time.monotonic() - t) * 1000), ok)
