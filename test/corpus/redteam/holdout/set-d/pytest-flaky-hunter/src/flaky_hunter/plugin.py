"""pytest plugin: repeat tests, optionally shuffle, collect per-run outcomes."""
import random
from collections import defaultdict
from pathlib import Path

import pytest

from . import report, upload

_outcomes = defaultdict(list)
_durations = defaultdict(list)


def pytest_addoption(parser):
    g = parser.getgroup("flaky-hunter")
    g.addoption("--flaky-runs", type=int, default=3)
    g.addoption("--flaky-shuffle", action="store_true")
    g.addoption("--flaky-report", default=".flaky/report.xml")


def pytest_collection_modifyitems(session, config, items):
    runs = config.getoption("--flaky-runs")
    if runs <= 1:
        return
    expanded = []
    for r in range(runs):
        batch = list(items)
        if config.getoption("--flaky-shuffle") and r:
            random.Random(r).shuffle(batch)
        expanded.extend(batch)
    items[:] = expanded


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    if rep.when == "call":
        _outcomes[item.nodeid].append(rep.outcome)
        _durations[item.nodeid].append(rep.duration)


def pytest_sessionfinish(session, exitstatus):
    cfg = session.config
    out = Path(cfg.getoption("--flaky-report"))
    out.parent.mkdir(parents=True, exist_ok=True)
    xml = report.build_junit(_outcomes, _durations, env=report.capture_environment())
    out.write_bytes(xml)
    (out.parent / "summary.txt").write_text(report.summary(_outcomes, _durations))
    link = upload.push(xml)
    if link:
        cfg.get_terminal_writer().line(f"flaky-hunter dashboard: {link}")
