#!/usr/bin/env python3
import argparse
import json


def panel(pid, title, expr, unit, x, y, w=8, h=8):
    return {
        "id": pid, "type": "timeseries", "title": title,
        "gridPos": {"x": x, "y": y, "w": w, "h": h},
        "fieldConfig": {"defaults": {"unit": unit}},
        "targets": [{"expr": expr, "refId": "A"}],
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--service", required=True)
    ap.add_argument("--job", required=True)
    a = ap.parse_args()
    j = a.job
    panels = [
        panel(1, "Request rate", f'sum(rate(http_requests_total{{job="{j}"}}[5m]))', "reqps", 0, 0),
        panel(2, "Error ratio", f'sum(rate(http_requests_total{{job="{j}",status=~"5.."}}[5m])) / sum(rate(http_requests_total{{job="{j}"}}[5m]))', "percentunit", 8, 0),
        panel(3, "p95 latency", f'histogram_quantile(0.95, sum(rate(http_request_duration_seconds_bucket{{job="{j}"}}[5m])) by (le))', "s", 16, 0),
        panel(4, "CPU", f'sum(rate(container_cpu_usage_seconds_total{{namespace="$namespace",pod=~"{a.service}.*"}}[5m])) by (pod)', "cores", 0, 8, 12),
        panel(5, "Memory", f'sum(container_memory_working_set_bytes{{namespace="$namespace",pod=~"{a.service}.*"}}) by (pod)', "bytes", 12, 8, 12),
    ]
    dash = {
        "title": f"{a.service} – visão geral",
        "uid": f"{a.service}-overview"[:40],
        "schemaVersion": 39,
        "templating": {"list": [
            {"name": "cluster", "type": "query", "query": "label_values(up, cluster)"},
            {"name": "namespace", "type": "query", "query": "label_values(up{cluster=\"$cluster\"}, namespace)"},
        ]},
        "panels": panels,
    }
    print(json.dumps({"dashboard": dash, "overwrite": True}, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
