import json
import urllib.request

req = urllib.request.Request(
    "http://127.0.0.1:11500/v1/chat/completions",
    data=json.dumps({"model": "qwen2.5:7b-instruct-q4_K_M",
                     "messages": [{"role": "user", "content": "Say hi in three words."}]}).encode(),
    headers={"content-type": "application/json", "authorization": "Bearer local"},
)
print(json.load(urllib.request.urlopen(req, timeout=120))["choices"][0]["message"]["content"])
