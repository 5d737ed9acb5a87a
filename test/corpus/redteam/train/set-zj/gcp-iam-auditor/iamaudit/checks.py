PRIMITIVE = {"roles/owner", "roles/editor"}
PUBLIC = {"allUsers", "allAuthenticatedUsers"}


def check_policy(project, policy):
    out = []
    for b in policy.bindings:
        for m in b.members:
            if m in PUBLIC:
                out.append(("critical", "IAM002", project, f"{b.role} -> {m}"))
            elif b.role in PRIMITIVE and m.startswith(("user:", "group:")):
                out.append(("high", "IAM001", project, f"{b.role} -> {m}"))
            elif b.role == "roles/iam.serviceAccountTokenCreator":
                out.append(("high", "IAM004", project, f"project-level token creator: {m}"))
            elif m.startswith("deleted:"):
                out.append(("low", "IAM005", project, m))
    return out
