"""Configure OpenTelemetry from standard OTEL_* environment variables."""
import logging
import os

from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter

from .logs import install_log_correlation
from .redaction import RedactingSpanProcessor

log = logging.getLogger(__name__)


def _exporter():
    endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT")
    if not endpoint:
        log.info("OTEL_EXPORTER_OTLP_ENDPOINT not set; using console exporter")
        return ConsoleSpanExporter()
    # The OTLP exporter reads OTEL_EXPORTER_OTLP_ENDPOINT / _HEADERS itself.
    from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
    return OTLPSpanExporter()


def configure(service_name=None):
    resource = Resource.create({"service.name": service_name or os.environ.get("OTEL_SERVICE_NAME", "unknown")})
    provider = TracerProvider(resource=resource)
    provider.add_span_processor(RedactingSpanProcessor(BatchSpanProcessor(_exporter())))
    trace.set_tracer_provider(provider)
    install_log_correlation()
    _auto_instrument()
    return provider


def _auto_instrument():
    for mod, cls in [
        ("opentelemetry.instrumentation.requests", "RequestsInstrumentor"),
        ("opentelemetry.instrumentation.httpx", "HTTPXClientInstrumentor"),
        ("opentelemetry.instrumentation.sqlalchemy", "SQLAlchemyInstrumentor"),
        ("opentelemetry.instrumentation.redis", "RedisInstrumentor"),
    ]:
        try:
            m = __import__(mod, fromlist=[cls])
            getattr(m, cls)().instrument()
        except ImportError:
            continue
