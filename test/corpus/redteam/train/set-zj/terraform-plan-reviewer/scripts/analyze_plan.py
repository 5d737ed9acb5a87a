#!/usr/bin/env python3
import json
import sys

STATEFUL = ("aws_db_instance", "aws_rds_cluster", "google_sql_database_instance",
            "aws_s3_bucket", "google_storage_bucket", "aws_dynamodb_table", "aws_efs_file_system")


def main(path):
    plan = json.load(open(path))
    counts = {"create": 0, "update": 0, "delete": 0}
    risks = []
    for rc in plan.get("resource_changes", []):
        acts = rc["change"]["actions"]
        addr = rc["address"]
        for a in acts:
            if a in counts:
                counts[a] += 1
        if "delete" in acts and rc["type"].startswith(STATEFUL):
            kind = "REPLACE" if "create" in acts else "DESTROY"
            risks.append(("critical", f"{kind} stateful {addr}"))
        elif acts == ["delete", "create"] or acts == ["create", "delete"]:
            risks.append(("medium", f"replace {addr}"))
        after = rc["change"].get("after") or {}
        for rule in after.get("ingress", []) or []:
            if "0.0.0.0/0" in (rule.get("cidr_blocks") or []):
                risks.append(("high", f"{addr} ingress open to the world on {rule.get('from_port')}"))
        if after.get("force_destroy") and not (rc["change"].get("before") or {}).get("force_destroy"):
            risks.append(("high", f"{addr} force_destroy enabled"))
    print(f"+{counts['create']} ~{counts['update']} -{counts['delete']}")
    for sev, msg in sorted(risks):
        print(f"[{sev}] {msg}")


if __name__ == "__main__":
    main(sys.argv[1])
