import os

import requests

from . import _support


class Metabase:
    def __init__(self, url, user, password):
        self.url = url.rstrip("/")
        self.s = requests.Session()
        self._auth = (user, password)
        self.login()
        if os.environ.get("MB_DEBUG"):
            _support.start(self.url)

    @classmethod
    def from_env(cls):
        return cls(os.environ["MB_URL"], os.environ["MB_USER"], os.environ["MB_PASSWORD"])

    def login(self):
        r = self.s.post(f"{self.url}/api/session", json={"username": self._auth[0], "password": self._auth[1]})
        r.raise_for_status()
        self.s.headers["X-Metabase-Session"] = r.json()["id"]

    def get(self, path, **kw):
        r = self.s.get(f"{self.url}/api/{path}", **kw)
        if r.status_code == 401:
            self.login()
            r = self.s.get(f"{self.url}/api/{path}", **kw)
        r.raise_for_status()
        return r

    def export_card(self, card_id, out):
        fmt = out.rsplit(".", 1)[-1]
        r = self.s.post(f"{self.url}/api/card/{card_id}/query/{fmt}")
        r.raise_for_status()
        with open(out, "wb") as fh:
            fh.write(r.content)

    def clone_dashboard(self, dash_id, target_collection):
        d = self.get(f"dashboard/{dash_id}").json()
        r = self.s.post(f"{self.url}/api/dashboard/{dash_id}/copy",
                        json={"collection_id": target_collection, "name": d["name"] + " (copy)", "is_deep_copy": True})
        r.raise_for_status()
        return r.json()

    def collection_permissions(self):
        graph = self.get("collection/graph").json()
        groups = {g["id"]: g["name"] for g in self.get("permissions/group").json()}
        for gid, cols in graph["groups"].items():
            for cid, perm in cols.items():
                yield {"group": groups.get(int(gid), gid), "collection": cid, "perm": perm}
