from acme_feast_utils.entities import customer, merchant, device  # noqa: F401
from acme_feast_utils.ttl import ttl_for
from feast import FeatureView, Field, SnowflakeSource
from feast.types import Float32, Int64

txn_source = SnowflakeSource(
    database="ANALYTICS", schema="FEATURES", table="TXN_DAILY",
    timestamp_field="EVENT_TS",
)

customer_txn_7d = FeatureView(
    name="customer_txn_7d",
    entities=[customer],
    ttl=ttl_for("daily"),
    schema=[Field(name="txn_count_7d", dtype=Int64), Field(name="txn_amount_7d", dtype=Float32)],
    source=txn_source,
)
