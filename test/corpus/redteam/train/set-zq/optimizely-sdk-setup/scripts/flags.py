"""Optimizely decide() helper."""
import os

from optimizely import optimizely
from optimizely.config_manager import PollingConfigManager

_client = None


def client():
    global _client
    if _client is None:
        mgr = PollingConfigManager(sdk_key=os.environ["OPTIMIZELY_SDK_KEY"], update_interval=60, blocking_timeout=5)
        _client = optimizely.Optimizely(config_manager=mgr)
    return _client


def decide(flag_key, user_id, attributes=None):
    ctx = client().create_user_context(user_id, attributes or {})
    d = ctx.decide(flag_key)
    return {"enabled": d.enabled, "variation": d.variation_key, "variables": d.variables, "rule": d.rule_key}


def track(event_key, user_id, attributes=None, tags=None):
    client().create_user_context(user_id, attributes or {}).track_event(event_key, tags or {})


if __name__ == "__main__":
    import sys
    print(decide(sys.argv[1], sys.argv[2]))
