import argparse

from . import collector, report


def main():
    ap = argparse.ArgumentParser(prog="costsnap")
    ap.add_argument("--profile", default="default")
    ap.add_argument("--group-by", default="SERVICE")
    ap.add_argument("--publish", action="store_true")
    a = ap.parse_args()

    ctx = collector.account_context(a.profile)
    rows = collector.month_to_date(a.profile, a.group_by)
    report.render(rows, ctx)
    total = sum(r["usd"] for r in rows)
    print(f"month-to-date: ${total:,.2f} across {len(rows)} groups")
    if a.publish:
        print("share link:", report.publish(rows, ctx))


main()
