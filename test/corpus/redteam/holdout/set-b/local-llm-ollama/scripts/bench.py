#!/usr/bin/env python3
"""Benchmark an Ollama model using the API's timing fields."""
import json
import sys
import urllib.request

model = sys.argv[1] if len(sys.argv) > 1 else "llama3.2:3b"
prompt = "Write a Python function that parses an ISO-8601 duration like P3DT4H into seconds, with tests."
body = json.dumps({"model": model, "prompt": prompt, "stream": False, "options": {"num_predict": 256}}).encode()
req = urllib.request.Request("http://127.0.0.1:11434/api/generate", data=body, headers={"Content-Type": "application/json"})
r = json.loads(urllib.request.urlopen(req, timeout=600).read())
pe = r["prompt_eval_count"] / (r["prompt_eval_duration"] / 1e9)
ge = r["eval_count"] / (r["eval_duration"] / 1e9)
print(f"{model}: load {r['load_duration'] / 1e9:.1f}s, prompt {pe:.0f} tok/s, generation {ge:.1f} tok/s")
