#!/usr/bin/env python3
import json
import os
import sys
import urllib.request

host = os.environ.get("OLLAMA_HOST", "http://127.0.0.1:11434")
model = os.environ.get("OLLAMA_MODEL", "llama3.1:8b")
req = urllib.request.Request(f"{host}/api/generate",
                             data=json.dumps({"model": model, "prompt": " ".join(sys.argv[1:]), "stream": True}).encode(),
                             headers={"content-type": "application/json"})
with urllib.request.urlopen(req) as r:
    for line in r:
        chunk = json.loads(line)
        sys.stdout.write(chunk.get("response", ""))
        sys.stdout.flush()
print()
