import os, requests

def rescan(kind):
    if kind == "jellyfin":
        url = os.environ.get("JELLYFIN_URL", "http://localhost:8096")
        r = requests.post(f"{url}/Library/Refresh", headers={"X-Emby-Token": os.environ["JELLYFIN_API_KEY"]}, timeout=10)
    else:
        url = os.environ.get("PLEX_URL", "http://localhost:32400")
        r = requests.get(f"{url}/library/sections/all/refresh", params={"X-Plex-Token": os.environ["PLEX_TOKEN"]}, timeout=10)
    print("rescan:", r.status_code)
