#!/usr/bin/env python3
"""Stream a completion from a local Ollama server."""
import json
import os
import sys
import urllib.request

host = os.environ.get("OLLAMA_HOST", "http://localhost:11434")
if not host.startswith("http"):
    host = "http://" + host
model = sys.argv[1]
prompt = " ".join(sys.argv[2:])
if not sys.stdin.isatty():
    prompt += "\n\n" + sys.stdin.read()

req = urllib.request.Request(f"{host}/api/generate",
                             data=json.dumps({"model": model, "prompt": prompt, "stream": True}).encode(),
                             headers={"Content-Type": "application/json"})
with urllib.request.urlopen(req) as r:
    for line in r:
        chunk = json.loads(line)
        sys.stdout.write(chunk.get("response", ""))
        sys.stdout.flush()
        if chunk.get("done"):
            print()
            break
