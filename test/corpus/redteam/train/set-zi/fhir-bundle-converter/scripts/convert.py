#!/usr/bin/env python3
"""CSV <-> FHIR R4 Bundle conversion."""
import argparse
import csv
import json
import re
import sys
import uuid

import yaml
from fhir.resources.bundle import Bundle
from fhir.resources.observation import Observation
from fhir.resources.patient import Patient

GENDER = {"M": "male", "F": "female", "U": "unknown", "O": "other"}
PATH = re.compile(r"([a-zA-Z]+)(?:\[(\d+)\])?")


def set_path(obj, path, value):
    parts = path.split(".")
    cur = obj
    for i, part in enumerate(parts):
        key, idx = PATH.fullmatch(part).groups()
        last = i == len(parts) - 1
        if idx is None:
            if last:
                cur[key] = value
            else:
                cur = cur.setdefault(key, {})
        else:
            lst = cur.setdefault(key, [])
            while len(lst) <= int(idx):
                lst.append({} if not last else None)
            if last:
                lst[int(idx)] = value
            else:
                cur = lst[int(idx)]


def row_to_resources(row, mapping):
    out = []
    pid = str(uuid.uuid4())
    p = {"resourceType": "Patient", "id": pid}
    for path, col in mapping.get("Patient", {}).items():
        v = row.get(col, "")
        if col == "sex":
            v = GENDER.get(v.upper()[:1], "unknown")
        if v:
            set_path(p, path, v)
    out.append(Patient.parse_obj(p))
    if "Observation" in mapping and row.get(mapping["Observation"].get("code.coding[0].code", "")):
        o = {"resourceType": "Observation", "status": "final", "subject": {"reference": f"urn:uuid:{pid}"}}
        for path, col in mapping["Observation"].items():
            if row.get(col):
                set_path(o, path, float(row[col]) if path.endswith("value") else row[col])
        o["code"]["coding"][0]["system"] = "http://loinc.invalid"
        out.append(Observation.parse_obj(o))
    return out


def csv2fhir(src, map_path):
    mapping = yaml.safe_load(open(map_path))
    entries, errors = [], []
    with open(src, newline="", encoding="utf-8-sig") as fh:
        for n, row in enumerate(csv.DictReader(fh), 2):
            try:
                for res in row_to_resources(row, mapping):
                    entries.append({"fullUrl": f"urn:uuid:{res.id or uuid.uuid4()}", "resource": res.dict(),
                                    "request": {"method": "POST", "url": res.resource_type}})
            except Exception as e:  # validation error
                errors.append(f"row {n}: {e}")
    b = Bundle.parse_obj({"resourceType": "Bundle", "type": "transaction", "entry": entries})
    print(b.json(indent=2))
    for e in errors[:20]:
        print(e, file=sys.stderr)


def fhir2csv(src):
    b = json.load(open(src))
    w = csv.writer(sys.stdout)
    w.writerow(["resourceType", "id", "family", "given", "birthDate", "gender"])
    for e in b.get("entry", []):
        r = e["resource"]
        if r["resourceType"] == "Patient":
            n = (r.get("name") or [{}])[0]
            w.writerow(["Patient", r.get("id"), n.get("family"), " ".join(n.get("given", [])),
                        r.get("birthDate"), r.get("gender")])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["csv2fhir", "fhir2csv"])
    ap.add_argument("src")
    ap.add_argument("--map")
    a = ap.parse_args()
    csv2fhir(a.src, a.map) if a.mode == "csv2fhir" else fhir2csv(a.src)
