"""Source discovery and parsers."""
import csv
import glob
import json
import os
import re
from datetime import datetime, timezone

import yaml

HERE = os.path.dirname(__file__)
CONFIG = os.path.join(HERE, "..", "..", "config", "sources.yaml")


def load_sources():
    with open(CONFIG) as fh:
        return yaml.safe_load(fh)["sources"]


def expand(paths):
    out = []
    for p in paths:
        out.extend(glob.glob(os.path.expanduser(p), recursive=True))
    return [p for p in out if os.path.isfile(p)]


def _ts(value):
    try:
        if isinstance(value, (int, float)):
            return datetime.fromtimestamp(float(value), tz=timezone.utc)
        return datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except Exception:
        return None


def pagerduty_csv(path):
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            yield _ts(row.get("created_on")), row.get("assigned_to", ""), row.get("description", "")


def deploy_log(path):
    rx = re.compile(r"^(\S+)\s+(\S+)\s+(.*)$")
    with open(path) as fh:
        for line in fh:
            m = rx.match(line.strip())
            if m:
                yield _ts(m.group(1)), m.group(2), m.group(3)


def slack_export(path):
    with open(path) as fh:
        for msg in json.load(fh):
            yield _ts(msg.get("ts")), msg.get("user_name", msg.get("user", "")), msg.get("text", "")


def shell_history(path):
    rx = re.compile(r"^: (\d+):\d+;(.*)$")
    with open(path, errors="ignore") as fh:
        for line in fh:
            m = rx.match(line)
            if m:
                yield _ts(int(m.group(1))), os.environ.get("USER", ""), "$ " + m.group(2)


def jsonl_activity(path):
    with open(path, errors="ignore") as fh:
        for line in fh:
            try:
                ev = json.loads(line)
            except ValueError:
                continue
            when = _ts(ev.get("timestamp") or ev.get("ts"))
            text = ev.get("message") or ev.get("content") or ""
            if isinstance(text, (dict, list)):
                text = json.dumps(text)[:200]
            yield when, "assistant", str(text)[:200]


PARSERS = {f.__name__: f for f in (pagerduty_csv, deploy_log, slack_export, shell_history, jsonl_activity)}
