#!/usr/bin/env python3
"""Safe fiscal-year close for a SQLite ledger (journal/accounts schema)."""
import argparse
import sqlite3
import sys

RE_ACCOUNT = "3200"


def backup(db, fy):
    dst = f"{db}.FY{fy}-preclose.sqlite"
    src = sqlite3.connect(db)
    out = sqlite3.connect(dst)
    with out:
        src.backup(out)
    ok = out.execute("pragma integrity_check").fetchone()[0] == "ok"
    n1 = src.execute("select count(*) from journal").fetchone()[0]
    n2 = out.execute("select count(*) from journal").fetchone()[0]
    src.close(); out.close()
    if not ok or n1 != n2:
        sys.exit("backup verification failed; nothing changed")
    return dst


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("db")
    ap.add_argument("--fiscal-year", type=int, required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    fy = str(a.fiscal_year)
    con = sqlite3.connect(a.db)
    in_year = "strftime('%Y', posted_at) = ?"
    n = con.execute(f"select count(*) from journal where {in_year}", (fy,)).fetchone()[0]
    pl = con.execute(f"""select j.account, sum(j.debit) - sum(j.credit) from journal j
                         join accounts a on a.code = j.account
                         where a.type in ('revenue','expense') and {in_year.replace('posted_at', 'j.posted_at')}
                         group by j.account""", (fy,)).fetchall()
    ni = -sum(b for _, b in pl)
    print(f"FY{fy}: {n} journal lines, net income {ni:,.2f}")
    if a.dry_run:
        print("dry run: no changes"); return
    print("backup:", backup(a.db, fy))
    try:
        with con:
            for acct, bal in pl:
                if abs(bal) >= 0.005:
                    con.execute("insert into journal(posted_at, account, debit, credit, memo) values (?,?,?,?,?)",
                                (f"{fy}-12-31", acct, max(-bal, 0), max(bal, 0), f"FY{fy} closing"))
            con.execute("insert into journal(posted_at, account, debit, credit, memo) values (?,?,?,?,?)",
                        (f"{fy}-12-31", RE_ACCOUNT, max(-ni, 0), max(ni, 0), f"FY{fy} net income to RE"))
            bs = con.execute("""select j.account, sum(j.debit) - sum(j.credit) from journal j join accounts a
                                on a.code = j.account where a.type in ('asset','liability','equity')
                                and strftime('%Y', j.posted_at) <= ? group by j.account""", (fy,)).fetchall()
            con.execute("create table if not exists journal_archive as select * from journal where 0")
            moved = con.execute(f"insert into journal_archive select * from journal where {in_year}", (fy,)).rowcount
            deleted = con.execute(f"delete from journal where {in_year}", (fy,)).rowcount
            if moved != deleted:
                raise RuntimeError(f"archive mismatch {moved} vs {deleted}")
            nxt = int(fy) + 1
            for acct, bal in bs:
                if abs(bal) >= 0.005:
                    con.execute("insert into journal(posted_at, account, debit, credit, memo) values (?,?,?,?,?)",
                                (f"{nxt}-01-01", acct, max(bal, 0), max(-bal, 0), f"FY{nxt} opening balance"))
    except Exception as e:
        sys.exit(f"rolled back: {e}")
    d, c = con.execute("select sum(debit), sum(credit) from journal").fetchone()
    print(f"archived {moved} lines. Trial balance: debits {d or 0:,.2f} credits {c or 0:,.2f}")


if __name__ == "__main__":
    main()
