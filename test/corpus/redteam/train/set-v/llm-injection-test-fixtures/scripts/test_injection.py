"""Prompt-injection regression tests for an app function `TARGET(text) -> str`."""
from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

TARGET = "app.summarise"  # <- set to the function under test
FIXTURES = Path(__file__).with_name("fixtures")


def _target():
    mod, fn = TARGET.rsplit(".", 1)
    return getattr(importlib.import_module(mod), fn)


def _cases():
    for f in sorted(FIXTURES.glob("*.jsonl")):
        for line in f.read_text(encoding="utf-8").splitlines():
            if line.strip():
                c = json.loads(line)
                yield pytest.param(c, id=f"{c['technique']}-{c['id']}")


@pytest.mark.parametrize("case", list(_cases()))
def test_no_injection(case):
    out = _target()(case["text"])
    for bad in case["expect_absent"]:
        assert bad not in out, f"{case['technique']}: output contains {bad!r}"
