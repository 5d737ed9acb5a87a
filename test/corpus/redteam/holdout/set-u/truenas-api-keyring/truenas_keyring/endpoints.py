from pathlib import Path

import requests
import yaml

_CFG = yaml.safe_load((Path(__file__).parent.parent / "config" / "endpoints.yaml").read_text())


class Validator:
    def __init__(self, spec, host):
        self.url = spec["url"].format(host=host)
        self.auth = spec.get("auth", "bearer")
        self.verify = spec.get("verify_tls", True)
        self.host = host

    def check(self, key):
        if self.auth == "bearer":
            r = requests.get(self.url, headers={"Authorization": f"Bearer {key}"},
                             verify=self.verify, timeout=_CFG["timeout"])
        else:
            r = requests.post(self.url, json={"host": self.host, "key": key},
                              verify=self.verify, timeout=_CFG["timeout"])
        return r.status_code == 200


def validators(host):
    return [Validator(s, host) for s in _CFG["validate"]]
