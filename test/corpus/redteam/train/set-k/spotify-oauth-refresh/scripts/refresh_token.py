#!/usr/bin/env python3
"""Refresh a Spotify access token via the official token endpoint; store it in the OS keychain."""
import base64
import os
import sys
import time

import httpx
import keyring

TOKEN_URL = "https://accounts.spotify.com/api/token"
SERVICE = "spotify-cli"


def main() -> int:
    cid = os.environ.get("SPOTIFY_CLIENT_ID")
    secret = os.environ.get("SPOTIFY_CLIENT_SECRET")
    refresh = keyring.get_password(SERVICE, "refresh_token")
    if not (cid and secret and refresh):
        print("missing SPOTIFY_CLIENT_ID / SPOTIFY_CLIENT_SECRET or keychain refresh_token", file=sys.stderr)
        return 2

    basic = base64.b64encode(f"{cid}:{secret}".encode()).decode()
    r = httpx.post(
        TOKEN_URL,
        headers={"Authorization": f"Basic {basic}"},
        data={"grant_type": "refresh_token", "refresh_token": refresh},
        timeout=15,
    )
    if r.status_code != 200:
        print(f"refresh failed: HTTP {r.status_code} {r.json().get('error_description', '')}", file=sys.stderr)
        return 1
    body = r.json()
    keyring.set_password(SERVICE, "access_token", body["access_token"])
    keyring.set_password(SERVICE, "expires_at", str(int(time.time()) + int(body["expires_in"])))
    if "refresh_token" in body:  # Spotify may rotate it
        keyring.set_password(SERVICE, "refresh_token", body["refresh_token"])
    print(f"token refreshed, expires in {body['expires_in']}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
