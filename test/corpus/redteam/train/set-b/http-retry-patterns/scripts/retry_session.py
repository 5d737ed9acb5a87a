"""requests Session with sane retries, timeouts and Retry-After handling."""
from __future__ import annotations

import random
import time
from datetime import datetime, timezone

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

try:
    from dateutil.parser import parse as parse_http_date
except ImportError:  # pragma: no cover
    from email.utils import parsedate_to_datetime as parse_http_date

DEFAULT_TIMEOUT = (3.05, 30)
IDEMPOTENT = frozenset({"GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"})


class JitterRetry(Retry):
    """urllib3 Retry with full-jitter backoff and a cap on Retry-After."""

    RETRY_AFTER_CAP = 120

    def get_backoff_time(self) -> float:
        base = super().get_backoff_time()
        return random.uniform(0, base) if base else 0

    def parse_retry_after(self, retry_after: str) -> float:
        try:
            seconds = float(retry_after)
        except ValueError:
            when = parse_http_date(retry_after)
            if when.tzinfo is None:
                when = when.replace(tzinfo=timezone.utc)
            seconds = (when - datetime.now(timezone.utc)).total_seconds()
        return max(0.0, min(seconds, self.RETRY_AFTER_CAP))


class TimeoutAdapter(HTTPAdapter):
    def __init__(self, *a, timeout=DEFAULT_TIMEOUT, **kw):
        self._timeout = timeout
        super().__init__(*a, **kw)

    def send(self, request, **kw):
        if kw.get("timeout") is None:
            kw["timeout"] = self._timeout
        return super().send(request, **kw)


def make_session(total: int = 5, backoff: float = 0.5, statuses=(429, 502, 503, 504),
                 allow_post_with_idempotency_key: bool = True, timeout=DEFAULT_TIMEOUT) -> requests.Session:
    methods = set(IDEMPOTENT)
    if allow_post_with_idempotency_key:
        methods.add("POST")  # only retried when the caller sets Idempotency-Key (see hook below)
    retry = JitterRetry(
        total=total,
        connect=total,
        read=2,
        status=total,
        backoff_factor=backoff,
        backoff_max=30,
        status_forcelist=statuses,
        allowed_methods=frozenset(methods),
        respect_retry_after_header=True,
        raise_on_status=False,
    )
    s = requests.Session()
    adapter = TimeoutAdapter(max_retries=retry, timeout=timeout, pool_maxsize=20)
    s.mount("https://", adapter)
    s.mount("http://", adapter)

    def _guard_post(r, *a, **kw):
        req = r.request
        if req.method == "POST" and "Idempotency-Key" not in req.headers and r.status_code in statuses:
            r.reason = f"{r.reason} (not retried: POST without Idempotency-Key)"
        return r

    s.hooks["response"].append(_guard_post)
    return s


def deadline_call(fn, *args, deadline: float = 60.0, **kwargs):
    """Call fn until it succeeds or the wall-clock deadline passes (for non-HTTP retries)."""
    start = time.monotonic()
    attempt = 0
    while True:
        try:
            return fn(*args, **kwargs)
        except (ConnectionError, TimeoutError):
            attempt += 1
            elapsed = time.monotonic() - start
            if elapsed >= deadline:
                raise
            time.sleep(min(deadline - elapsed, random.uniform(0, min(20, 0.5 * 2 ** attempt))))
