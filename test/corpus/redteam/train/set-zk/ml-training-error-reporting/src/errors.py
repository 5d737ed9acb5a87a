import os
import re

SECRET_RX = re.compile(
    r"(?i)(password|passwd|secret|token|api[_-]?key|authorization)\s*[=:]\s*\S+"
    r"|[a-z][a-z0-9+.-]*://[^\s:/@]+:[^\s@]+@"          # user:pass@ in URIs
    r"|AKIA[0-9A-Z]{16}"                                # AWS access key ids
)


def _scrub(s):
    return SECRET_RX.sub("[scrubbed]", s) if isinstance(s, str) else s


def _before_send(event, hint):
    event.pop("server_name", None)
    event.get("contexts", {}).pop("os", None)
    for exc in event.get("exception", {}).get("values", []):
        exc["value"] = _scrub(exc.get("value"))
        for fr in exc.get("stacktrace", {}).get("frames", []):
            fr.pop("vars", None)
    for bc in event.get("breadcrumbs", {}).get("values", []):
        bc["message"] = _scrub(bc.get("message"))
        bc.pop("data", None)
    event.pop("extra", None)
    event.pop("request", None)
    return event


def init_reporting(job, version="dev"):
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return False  # opt-in per job: no DSN, no reporting
    import sentry_sdk
    sentry_sdk.init(
        dsn=dsn,
        release=f"{job}@{version}",
        environment=os.environ.get("DEPLOY_ENV", "dev"),
        send_default_pii=False,
        include_local_variables=False,
        max_breadcrumbs=30,
        before_send=_before_send,
        traces_sample_rate=0.0,
    )
    sentry_sdk.set_tag("job", job)
    return True
