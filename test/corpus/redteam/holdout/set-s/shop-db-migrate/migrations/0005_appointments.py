def upgrade(conn):
    conn.execute("""CREATE TABLE IF NOT EXISTS appointments (
        id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id),
        starts_at TEXT NOT NULL, duration_min INTEGER NOT NULL DEFAULT 60, note TEXT)""")
    conn.execute("CREATE INDEX IF NOT EXISTS ix_appt_start ON appointments(starts_at)")
