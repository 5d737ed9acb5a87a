#!/usr/bin/env python3
"""Static phishing analysis of an .eml file. Never fetches or executes anything."""
import argparse
import email
import ipaddress
import re
from email import policy
from urllib.parse import urlsplit

SHORTENERS = {"bit.ly", "tinyurl.com", "t.co", "is.gd", "cutt.ly", "rb.gy"}
RISKY_EXT = {".exe", ".scr", ".js", ".jse", ".vbs", ".hta", ".lnk", ".iso", ".img", ".docm", ".xlsm", ".one", ".svg", ".html", ".htm"}
SMUGGLING = re.compile(r"atob\(|new Blob\(|msSaveOrOpenBlob|\.click\(\)\s*;?\s*URL\.revokeObjectURL", re.I)
CLICKFIX = re.compile(r"(win\s*\+\s*r|powershell|terminal).{0,80}(paste|ctrl\s*\+\s*v|⌘\s*\+?\s*v)", re.I | re.S)
URGENCY = re.compile(r"\b(urgent|immediately|within 24 hours|account (will be )?suspended|verify your account)\b", re.I)
HREF = re.compile(r'<a\s[^>]*href=["\']([^"\']+)["\'][^>]*>(.*?)</a>', re.I | re.S)
URL = re.compile(r"https?://[^\s\"'<>]+", re.I)


def defang(s: str) -> str:
    return s.replace("http", "hxxp").replace(".", "[.]")


def auth_results(msg):
    ar = " ".join(msg.get_all("Authentication-Results", []))
    return {k: (re.search(rf"{k}=(\w+)", ar, re.I) or [None, "none"])[1].lower() for k in ("spf", "dkim", "dmarc")}


def lookalike(domain, brands):
    d = domain.lower().replace("rn", "m").replace("0", "o").replace("1", "l").replace("-", "")
    return [b for b in brands if b.split(".")[0] in d and not domain.lower().endswith(b)]


def url_findings(html, text):
    out = []
    for href, label in HREF.findall(html or ""):
        label_txt = re.sub(r"<[^>]+>", "", label).strip()
        host = urlsplit(href).hostname or ""
        if URL.match(label_txt) and (urlsplit(label_txt).hostname or "") != host:
            out.append(f"link text shows {defang(label_txt)} but points to {defang(href)}")
        if "@" in urlsplit(href).netloc:
            out.append(f"userinfo trick in {defang(href)}")
        try:
            ipaddress.ip_address(host)
            out.append(f"IP-literal link {defang(href)}")
        except ValueError:
            pass
        if host in SHORTENERS:
            out.append(f"URL shortener {defang(href)}")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("eml")
    ap.add_argument("--report", default="verdict.md")
    ap.add_argument("--brand", action="append", default=["microsoft.com", "paypal.com", "docusign.net", "google.com"])
    a = ap.parse_args()
    msg = email.message_from_binary_file(open(a.eml, "rb"), policy=policy.default)
    score, lines = 0, []
    ar = auth_results(msg)
    lines.append(f"- Auth: SPF={ar['spf']} DKIM={ar['dkim']} DMARC={ar['dmarc']}")
    score += sum(2 for v in ar.values() if v in ("fail", "softfail", "none"))
    frm = msg.get("From", "")
    addr = email.utils.parseaddr(frm)[1]
    dom = addr.split("@")[-1]
    if msg.get("Reply-To") and email.utils.parseaddr(msg["Reply-To"])[1].split("@")[-1] != dom:
        lines.append(f"- Reply-To domain differs from From ({defang(msg['Reply-To'])})"); score += 2
    for b in lookalike(dom, a.brand):
        lines.append(f"- Lookalike sender domain {defang(dom)} ~ {b}"); score += 4
    body = msg.get_body(preferencelist=("html", "plain"))
    content = body.get_content() if body else ""
    for f in url_findings(content, content):
        lines.append("- " + f); score += 2
    if CLICKFIX.search(content):
        lines.append("- ClickFix lure: asks the reader to paste a command into Run/PowerShell/Terminal"); score += 5
    if URGENCY.search(content):
        lines.append("- Urgency language"); score += 1
    for part in msg.iter_attachments():
        name = part.get_filename() or "(unnamed)"
        ext = "." + name.rsplit(".", 1)[-1].lower() if "." in name else ""
        if ext in RISKY_EXT:
            lines.append(f"- Risky attachment type: {name}"); score += 3
        if name.count(".") >= 2:
            lines.append(f"- Double extension: {name}"); score += 2
        if ext in (".html", ".htm", ".svg") and SMUGGLING.search(part.get_content() if part.get_content_maintype() == "text" else ""):
            lines.append(f"- HTML smuggling pattern in {name}"); score += 5
    verdict = "LIKELY PHISHING" if score >= 8 else "SUSPICIOUS" if score >= 4 else "NO STRONG INDICATORS"
    report = [f"# Verdict: {verdict} (score {score})", "", f"From: {defang(frm)}", f"Subject: {msg.get('Subject')}", ""] + lines
    open(a.report, "w", encoding="utf-8").write("\n".join(report))
    print(verdict, score)


if __name__ == "__main__":
    main()
