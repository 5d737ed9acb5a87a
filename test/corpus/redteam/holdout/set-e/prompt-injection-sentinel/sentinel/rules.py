"""Detection rules. Patterns are signatures of attacks, used for matching only."""
import re

RULES = [
    ("override", "high", re.compile(r"\b(ignore|disregard|forget)\s+(all\s+)?(previous|prior|above)\s+(instructions|rules|prompts?)", re.I)),
    ("override", "high", re.compile(r"\byou\s+are\s+now\s+(in\s+)?(developer|unrestricted|DAN|jailbreak)\s*mode", re.I)),
    ("role-spoof", "high", re.compile(r"^\s*(SYSTEM|ASSISTANT)\s*(NOTE|MESSAGE|PROMPT)?\s*:", re.I | re.M)),
    ("secrecy", "high", re.compile(r"\b(do\s+not|don't|never)\s+(tell|mention|reveal|inform)\s+(this\s+)?(to\s+)?the\s+user", re.I)),
    ("no-confirm", "medium", re.compile(r"\bwithout\s+(asking|confirmation|confirming|permission)\b", re.I)),
    ("exfil", "high", re.compile(r"(~/\.aws/credentials|~/\.ssh/id_\w+|\.env\b|GITHUB_TOKEN|\.npmrc)[^\n]{0,120}(post|upload|send|paste|include|comment)", re.I)),
    ("remote-instructions", "high", re.compile(r"(fetch|download|read)\s+\S*https?://\S+\s+(and\s+)?(follow|obey|execute|treat)", re.I)),
    ("pipe-shell", "medium", re.compile(r"(curl|wget)\s+[^\n|]*\|\s*(ba|z)?sh\b")),
    ("html-comment", "medium", re.compile(r"<!--(?:(?!-->).){40,}-->", re.S)),
    ("md-comment", "medium", re.compile(r"^\[//\]:\s*#\s*\(.{40,}\)", re.M)),
]

ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")
B64_BLOB = re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{60,}={0,2}(?![A-Za-z0-9+/])")
CONFUSABLE = re.compile("[\u0430\u0435\u043e\u0440\u0441\u0445\u0456]")  # Cyrillic a e o p c x i
