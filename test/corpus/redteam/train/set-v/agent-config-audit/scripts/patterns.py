"""Detection patterns. These strings describe risky content; they are not instructions."""
import re

RISKY_ALLOW = re.compile(r"^(Bash\(\*\)|Bash\((curl|wget|sh|bash|zsh|python3?|node):\*\)|Bash)$")
HOOK_REMOTE = re.compile(r"(curl|wget|iwr|Invoke-WebRequest)\b.*\|\s*(sh|bash|iex)|npx\s+(--yes|-y)\b|@latest\b", re.I)
INJECTION_PHRASES = re.compile(
    r"(without asking|do not (ask|mention|tell)|don't (ask|mention|tell)|pre-?approved|"
    r"ignore (all )?(previous|prior) instructions|override(s)? (these|your) instructions|"
    r"keep this section when (summari[sz]ing|compacting))",
    re.I,
)
HIDDEN_CHARS = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u202a-\u202e\u2066-\u2069]")
HTML_COMMENT = re.compile(r"<!--(.*?)-->", re.S)
