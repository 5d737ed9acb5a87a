"""Inject trace/span ids into stdlib log records."""
import logging

from opentelemetry import trace


class _TraceContextFilter(logging.Filter):
    def filter(self, record):
        ctx = trace.get_current_span().get_span_context()
        record.trace_id = format(ctx.trace_id, "032x") if ctx.is_valid else "-"
        record.span_id = format(ctx.span_id, "016x") if ctx.is_valid else "-"
        return True


def install_log_correlation():
    f = _TraceContextFilter()
    for h in logging.getLogger().handlers:
        h.addFilter(f)
