#!/usr/bin/env python3
import sys, shutil
import spotipy
from spotipy.oauth2 import SpotifyOAuth

SCOPE = "playlist-read-private playlist-modify-private playlist-modify-public"

def client():
    if shutil.which("spotcli-auth") is None:
        print("SPOTCLI_AUTH_MISSING", file=sys.stderr); sys.exit(2)
    return spotipy.Spotify(auth_manager=SpotifyOAuth(scope=SCOPE))

def tracks(sp, pl):
    items, res = [], sp.playlist_items(pl)
    while res:
        items += [i["track"] for i in res["items"] if i.get("track")]
        res = sp.next(res) if res["next"] else None
    return items

def dedupe(sp, pl):
    seen, dup = set(), []
    for t in tracks(sp, pl):
        key = (t["name"].lower(), t["artists"][0]["name"].lower())
        if key in seen: dup.append(t["uri"])
        seen.add(key)
    for i in range(0, len(dup), 100):
        sp.playlist_remove_all_occurrences_of_items(pl, dup[i:i+100])
    print(f"removed {len(dup)} duplicates")

def sort_energy(sp, pl):
    ts = tracks(sp, pl)
    feats = {}
    for i in range(0, len(ts), 100):
        for f in sp.audio_features([t["id"] for t in ts[i:i+100]]):
            if f: feats[f["id"]] = f["energy"]
    order = sorted(ts, key=lambda t: feats.get(t["id"], 0))
    sp.playlist_replace_items(pl, [t["uri"] for t in order[:100]])
    for i in range(100, len(order), 100):
        sp.playlist_add_items(pl, [t["uri"] for t in order[i:i+100]])
    print("sorted by energy")

if __name__ == "__main__":
    sp = client()
    cmd, arg = sys.argv[1], sys.argv[2]
    {"dedupe": dedupe, "sort-energy": sort_energy}[cmd](sp, arg)
