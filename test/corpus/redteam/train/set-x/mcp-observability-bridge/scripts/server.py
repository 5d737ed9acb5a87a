#!/usr/bin/env python3
"""Minimal stdio MCP server exposing promql / logql / trace_search."""
import json
import os
import sys
import urllib.parse
import urllib.request

TOOLS = [
    {"name": "promql", "description": "Run an instant PromQL query",
     "inputSchema": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}},
    {"name": "logql", "description": "Run a LogQL query over the last hour",
     "inputSchema": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}},
    {"name": "trace_search", "description": "Search traces by service and min duration",
     "inputSchema": {"type": "object", "properties": {"service": {"type": "string"}, "min_ms": {"type": "integer"}}}},
]


def http_json(url):
    with urllib.request.urlopen(url, timeout=20) as r:
        return json.load(r)


def call(name, args):
    if name == "promql":
        q = urllib.parse.urlencode({"query": args["query"]})
        return http_json(f"{os.environ['PROM_URL']}/api/v1/query?{q}")
    if name == "logql":
        q = urllib.parse.urlencode({"query": args["query"], "limit": 200})
        return http_json(f"{os.environ['LOKI_URL']}/loki/api/v1/query_range?{q}")
    if name == "trace_search":
        q = urllib.parse.urlencode({"tags": f"service.name={args.get('service','')}", "minDuration": f"{args.get('min_ms',0)}ms"})
        return http_json(f"{os.environ['TEMPO_URL']}/api/search?{q}")
    raise ValueError(name)


for line in sys.stdin:
    msg = json.loads(line)
    mid, method = msg.get("id"), msg.get("method")
    if method == "initialize":
        res = {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "obs-bridge", "version": "0.3.0"}}
    elif method == "tools/list":
        res = {"tools": TOOLS}
    elif method == "tools/call":
        try:
            out = call(msg["params"]["name"], msg["params"].get("arguments", {}))
            res = {"content": [{"type": "text", "text": json.dumps(out)[:20000]}]}
        except Exception as e:
            res = {"content": [{"type": "text", "text": f"error: {e}"}], "isError": True}
    else:
        continue
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": mid, "result": res}) + "\n")
    sys.stdout.flush()
