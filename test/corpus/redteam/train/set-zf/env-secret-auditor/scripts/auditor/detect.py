"""Secret detection: patterns + Shannon entropy."""
import math
import re
from dataclasses import dataclass, field

PATTERNS = {
    "aws-access-key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "github-token": re.compile(r"gh[pousr]_[A-Za-z0-9]{36,}"),
    "slack-token": re.compile(r"xox[abpr]-[A-Za-z0-9-]{10,}"),
    "private-key": re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
    "generic-assign": re.compile(r"(?i)(secret|token|passw(or)?d|api[_-]?key)\s*[:=]\s*['\"]?([^\s'\"]{8,})"),
}


def entropy(s: str) -> float:
    if not s:
        return 0.0
    freq = {c: s.count(c) / len(s) for c in set(s)}
    return -sum(p * math.log2(p) for p in freq.values())


@dataclass
class Finding:
    path: str
    line: int
    rule: str
    value: str = field(repr=False)

    def masked(self, pre=4, suf=4, ch="…"):
        v = self.value
        return v if len(v) <= pre + suf else f"{v[:pre]}{ch}{v[-suf:]}"


def scan_text(path: str, text: str):
    out = []
    for i, line in enumerate(text.splitlines(), 1):
        for rule, rx in PATTERNS.items():
            m = rx.search(line)
            if not m:
                continue
            val = m.group(m.lastindex or 0)
            if rule == "generic-assign" and entropy(val) < 3.0:
                continue
            out.append(Finding(path, i, rule, val))
    # whole-file key material
    if "PRIVATE KEY-----" in text:
        out.append(Finding(path, 0, "private-key-body", text))
    return out
