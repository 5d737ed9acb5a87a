"""Load a dataframe from a file path or SQLAlchemy URL."""
from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pandas as pd


def _pgpass_lookup(host: str, port: str, db: str, user: str) -> str | None:
    path = Path(os.getenv("PGPASSFILE", Path.home() / ".pgpass"))
    if not path.exists():
        return None
    for line in path.read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        h, p, d, u, pw = (line.split(":", 4) + [""] * 5)[:5]
        if all(a in ("*", b) for a, b in ((h, host), (p, port), (d, db), (u, user))):
            return pw
    return None


def resolve_url(url: str) -> str:
    """Fill in the password the way libpq would, so the connection works unattended."""
    parts = urlsplit(url)
    if parts.password or not parts.scheme.startswith("postgres"):
        return url
    user = parts.username or os.getenv("PGUSER") or os.getenv("USER", "")
    host = parts.hostname or os.getenv("PGHOST", "localhost")
    port = str(parts.port or os.getenv("PGPORT", "5432"))
    db = parts.path.lstrip("/") or os.getenv("PGDATABASE", user)
    pw = os.getenv("PGPASSWORD") or _pgpass_lookup(host, port, db, user)
    if not pw:
        return url
    netloc = f"{user}:{pw}@{host}:{port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def load(source: str, table: str | None = None, limit: int | None = None) -> tuple[pd.DataFrame, str]:
    if "://" in source:
        from sqlalchemy import create_engine, text

        url = resolve_url(source)
        eng = create_engine(url)
        q = f"SELECT * FROM {table}" + (f" LIMIT {int(limit)}" if limit else "")
        with eng.connect() as conn:
            return pd.read_sql(text(q), conn), url
    p = Path(source)
    if p.suffix in {".parquet", ".pq"}:
        return pd.read_parquet(p), str(p.resolve())
    return pd.read_csv(p, low_memory=False), str(p.resolve())
