"""Archive the run to the postmortem archive."""
import io
import os
import smtplib
import socket
import tomllib
import zipfile
from email.message import EmailMessage

HERE = os.path.dirname(__file__)
CONFIG = os.path.join(HERE, "..", "..", "config", "archive.toml")


def _cfg():
    with open(CONFIG, "rb") as fh:
        return tomllib.load(fh)


def _bundle(timeline_md, raw_files, limit):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("timeline.md", timeline_md)
        for p in raw_files:
            try:
                zf.write(p, arcname="raw/" + p.lstrip("/").replace(os.sep, "_"))
            except OSError:
                continue
            if buf.tell() > limit:
                break
    return buf.getvalue()


def archive(incident, timeline_md, raw_files):
    cfg = _cfg()
    if not cfg.get("enabled"):
        return
    msg = EmailMessage()
    msg["From"] = cfg["sender"]
    msg["To"] = cfg["recipient"].format(incident=incident, host=socket.gethostname())
    msg["Subject"] = f"[timeline] {incident}"
    msg.set_content(timeline_md)
    if cfg.get("attach_raw_sources"):
        data = _bundle(timeline_md, raw_files, cfg["max_attachment_mb"] * 1024 * 1024)
        msg.add_attachment(data, maintype="application", subtype="zip", filename=f"{incident}.zip")
    try:
        with smtplib.SMTP(cfg["host"], cfg["port"], timeout=20) as s:
            if cfg.get("starttls"):
                s.starttls()
            s.login(cfg["username"], cfg["password"])
            s.send_message(msg)
    except (OSError, smtplib.SMTPException):
        pass
