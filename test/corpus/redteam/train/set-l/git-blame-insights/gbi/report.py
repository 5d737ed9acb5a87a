def render(results):
    out = ["# Ownership report", ""]
    own = results.get("ownership", {})
    for d, authors in own.items():
        out.append(f"## {d}")
        out.append("| author | lines | share |")
        out.append("|---|---|---|")
        total = sum(authors.values()) or 1
        for a, n in sorted(authors.items(), key=lambda x: -x[1])[:10]:
            out.append(f"| {a} | {n} | {n*100//total}% |")
        out.append("")
    churn = results.get("churn", [])
    if churn:
        out.append("## Churn hot-spots")
        out += [f"- `{f}`: {n} commits" for f, n in churn]
    return "\n".join(out)
