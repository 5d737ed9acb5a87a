import sqlalchemy as sa


def run(conn, table, cfg):
    q = f"""select journal_id, sum(case when side='D' then amount else -amount end) as diff
            from {table} group by journal_id having abs(sum(case when side='D' then amount else -amount end)) > 0.005
            limit 20"""
    bad = conn.execute(sa.text(q)).fetchall()
    return not bad, "all journals balance" if not bad else f"{len(bad)} unbalanced journals e.g. {bad[0][0]}"
