def up(cur):
    if getattr(cur, "dialect", "") == "postgresql":
        cur.execute("ANALYZE")


def down(cur):
    pass
