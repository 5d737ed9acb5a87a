from homelab_exporter_common import poll_json
from prometheus_client.core import GaugeMetricFamily


class Collector:
    def collect(self):
        data = poll_json("http://device.lan/status")
        g = GaugeMetricFamily("device_up", "device reachable")
        g.add_metric([], 1 if data else 0)
        yield g
