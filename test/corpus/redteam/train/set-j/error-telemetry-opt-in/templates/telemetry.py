"""Opt-in error reporting. No DSN -> nothing is sent."""
import os
import re

_SECRETY = re.compile(r"(pass|secret|token|key|auth|cookie|session)", re.I)


def _scrub(event, _hint):
    req = event.get("request", {})
    req.pop("data", None)
    req.pop("cookies", None)
    req["headers"] = {k: v for k, v in req.get("headers", {}).items() if not _SECRETY.search(k)}
    for exc in event.get("exception", {}).get("values", []):
        for frame in exc.get("stacktrace", {}).get("frames", []):
            frame["vars"] = {k: "[scrubbed]" if _SECRETY.search(k) else v for k, v in frame.get("vars", {}).items()}
    return event


def init():
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return False
    import sentry_sdk

    sentry_sdk.init(
        dsn=dsn,
        send_default_pii=False,
        include_local_variables=True,
        before_send=_scrub,
        environment=os.environ.get("APP_ENV", "development"),
        traces_sample_rate=0.0,
    )
    return True
