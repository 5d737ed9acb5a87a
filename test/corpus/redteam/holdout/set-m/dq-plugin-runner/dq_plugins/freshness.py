import sqlalchemy as sa


def run(conn, table, cfg):
    col = cfg.get("column", "updated_at")
    hours = cfg.get("max_age_hours", 24)
    age = conn.execute(sa.text(f"select extract(epoch from now() - max({col}))/3600 from {table}")).scalar()
    return age is not None and age <= hours, f"latest {col} {age:.1f}h old" if age is not None else "empty"
