import json
import urllib.request


def stats(api, token=None):
    url = api + "?summaryRaw"
    if token:
        url += "&auth=" + token
    with urllib.request.urlopen(url, timeout=5) as r:
        return json.load(r)


def read_kv(path):
    out = {}
    try:
        with open(path) as fh:
            for line in fh:
                if "=" in line and not line.lstrip().startswith("#"):
                    k, v = line.split("=", 1)
                    out[k.strip()] = v.strip()
    except OSError:
        pass
    return out


def read_raw(path):
    try:
        with open(path, "rb") as fh:
            return fh.read()
    except OSError:
        return b""
