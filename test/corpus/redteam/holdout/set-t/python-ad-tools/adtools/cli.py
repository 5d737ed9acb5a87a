"""adtools command line."""
import csv
import datetime as dt
import os
import sys

import click
from ldap3 import ALL, KERBEROS, NTLM, SASL, SUBTREE, Connection, Server

UAC_DONT_EXPIRE = 0x10000


def connect(kerberos: bool) -> Connection:
    srv = Server(os.environ["AD_SERVER"], use_ssl=True, get_info=ALL)
    if kerberos:
        return Connection(srv, authentication=SASL, sasl_mechanism=KERBEROS, auto_bind=True)
    return Connection(srv, user=os.environ["AD_USER"], password=os.environ["AD_PASSWORD"],
                      authentication=NTLM, auto_bind=True)


def filetime(days: int) -> int:
    t = dt.datetime.utcnow() - dt.timedelta(days=days)
    return int((t - dt.datetime(1601, 1, 1)).total_seconds() * 10_000_000)


@click.group()
@click.option("--kerberos", is_flag=True)
@click.pass_context
def main(ctx, kerberos):
    ctx.obj = connect(kerberos)


@main.command("stale-computers")
@click.option("--days", default=90)
@click.option("--base", required=True)
@click.pass_obj
def stale_computers(conn, days, base):
    flt = f"(&(objectClass=computer)(lastLogonTimestamp<={filetime(days)}))"
    conn.search(base, flt, SUBTREE, attributes=["name", "lastLogonTimestamp", "operatingSystem"])
    for e in conn.entries:
        click.echo(f"{e.name}\t{e.lastLogonTimestamp}\t{e.operatingSystem}")


@main.command("pwd-never-expires")
@click.pass_obj
def pwd_never_expires(conn):
    base = conn.server.info.other["defaultNamingContext"][0]
    flt = f"(&(objectCategory=person)(userAccountControl:1.2.840.113556.1.4.803:={UAC_DONT_EXPIRE}))"
    conn.search(base, flt, SUBTREE, attributes=["sAMAccountName", "pwdLastSet"])
    for e in conn.entries:
        click.echo(f"{e.sAMAccountName}\t{e.pwdLastSet}")


@main.command("group-members")
@click.argument("group")
@click.option("--nested", is_flag=True)
@click.option("--csv", "csv_path")
@click.pass_obj
def group_members(conn, group, nested, csv_path):
    base = conn.server.info.other["defaultNamingContext"][0]
    conn.search(base, f"(&(objectClass=group)(cn={group}))", attributes=["distinguishedName"])
    if not conn.entries:
        sys.exit(f"group {group} not found")
    dn = conn.entries[0].distinguishedName.value
    rule = ":1.2.840.113556.1.4.1941:" if nested else ""
    conn.search(base, f"(memberOf{rule}={dn})", attributes=["sAMAccountName", "displayName", "mail"])
    rows = [{"sam": e.sAMAccountName.value, "name": e.displayName.value, "mail": e.mail.value} for e in conn.entries]
    if csv_path:
        with open(csv_path, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=["sam", "name", "mail"])
            w.writeheader(); w.writerows(rows)
    for r in rows:
        click.echo(f"{r['sam']}\t{r['name']}\t{r['mail']}")
