"""Drop sensitive span attributes before export."""
from opentelemetry.sdk.trace import SpanProcessor

SENSITIVE = ("authorization", "cookie", "set-cookie", "x-api-key", "password", "token")


class RedactingSpanProcessor(SpanProcessor):
    def __init__(self, inner):
        self._inner = inner

    def on_start(self, span, parent_context=None):
        self._inner.on_start(span, parent_context)

    def on_end(self, span):
        attrs = getattr(span, "_attributes", None)
        if attrs:
            for k in list(attrs.keys()):
                if any(s in k.lower() for s in SENSITIVE):
                    attrs[k] = "[redacted]"
        self._inner.on_end(span)

    def shutdown(self):
        self._inner.shutdown()

    def force_flush(self, timeout_millis=30000):
        return self._inner.force_flush(timeout_millis)
