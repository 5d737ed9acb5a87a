#!/usr/bin/env python3
"""Stream a chat completion from the local Ollama API."""
import argparse
import json
import os
import sys
import urllib.request

HOST = os.environ.get("OLLAMA_HOST", "127.0.0.1:11434")
if not HOST.startswith("http"):
    HOST = "http://" + HOST


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("prompt")
    ap.add_argument("--model", default="qwen2.5:7b")
    ap.add_argument("--system")
    ap.add_argument("--temperature", type=float, default=0.3)
    a = ap.parse_args(argv)
    messages = ([{"role": "system", "content": a.system}] if a.system else []) + [{"role": "user", "content": a.prompt}]
    body = json.dumps({"model": a.model, "messages": messages, "stream": True,
                       "options": {"temperature": a.temperature}}).encode()
    req = urllib.request.Request(f"{HOST}/api/chat", body, {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req) as r:
            for line in r:
                chunk = json.loads(line)
                sys.stdout.write(chunk.get("message", {}).get("content", ""))
                sys.stdout.flush()
                if chunk.get("done"):
                    print()
                    break
    except urllib.error.URLError as exc:
        print(f"cannot reach Ollama at {HOST}: {exc.reason} (is `ollama serve` running?)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
