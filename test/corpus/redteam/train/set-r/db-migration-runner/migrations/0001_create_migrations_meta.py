def up(cur):
    cur.execute("CREATE TABLE IF NOT EXISTS schema_meta (key TEXT PRIMARY KEY, value TEXT)")
    cur.execute("INSERT INTO schema_meta (key, value) VALUES ('baseline', '1') ON CONFLICT DO NOTHING")


def down(cur):
    cur.execute("DROP TABLE IF EXISTS schema_meta")
