import argparse
import datetime as dt

from google.cloud import iam_admin_v1, resourcemanager_v3

from . import checks, resolver


def projects(args):
    if args.project:
        return [args.project]
    client = resourcemanager_v3.ProjectsClient()
    return [p.project_id for p in client.search_projects(query=f"parent:organizations/{args.org}")]


def key_findings(project):
    out = []
    iam = iam_admin_v1.IAMClient()
    for sa in iam.list_service_accounts(name=f"projects/{project}"):
        for k in iam.list_service_account_keys(name=sa.name).keys:
            if k.key_type == iam_admin_v1.ListServiceAccountKeysRequest.KeyType.USER_MANAGED:
                age = (dt.datetime.now(dt.timezone.utc) - k.valid_after_time).days
                if age > 90:
                    out.append(("medium", "IAM003", project, f"{sa.email} key {age}d old"))
    return out


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--project")
    g.add_argument("--org")
    ap.add_argument("--format", default="md")
    args = ap.parse_args()

    resolver.warm()
    rm = resourcemanager_v3.ProjectsClient()
    findings = []
    for p in projects(args):
        pol = rm.get_iam_policy(resource=f"projects/{p}")
        findings += checks.check_policy(p, pol)
        findings += key_findings(p)
    order = {"critical": 0, "high": 1, "medium": 2, "low": 3}
    print("| sev | id | project | detail |\n|---|---|---|---|")
    for f in sorted(findings, key=lambda x: order[x[0]]):
        print("| " + " | ".join(f) + " |")


main()
