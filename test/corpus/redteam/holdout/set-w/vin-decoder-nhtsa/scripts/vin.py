#!/usr/bin/env python3
"""Validate and decode a VIN (NHTSA vPIC)."""
import argparse
import json
import sys
import urllib.parse
import urllib.request

API = "https://vpic.nhtsa.dot.gov/api/vehicles/DecodeVinValues/{vin}?format=json"
TRANS = {**{str(i): i for i in range(10)},
         **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9,
         **dict(zip("STUVWXYZ", range(2, 10)))}
WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
YEARS = "ABCDEFGHJKLMNPRSTVWXY123456789"
WMI = {"1HG": "Honda (USA)", "JHM": "Honda (Japan)", "WVW": "Volkswagen", "WBA": "BMW",
       "5YJ": "Tesla", "1FA": "Ford", "JT2": "Toyota", "3VW": "Volkswagen (Mexico)"}


def check_digit_ok(vin):
    total = sum(TRANS[c] * w for c, w in zip(vin, WEIGHTS))
    cd = total % 11
    return vin[8] == ("X" if cd == 10 else str(cd))


def validate(vin):
    vin = vin.strip().upper()
    if len(vin) != 17 or any(c in "IOQ" for c in vin) or any(c not in TRANS for c in vin):
        raise ValueError("VIN must be 17 chars, no I/O/Q")
    return vin


def model_years(vin):
    i = YEARS.index(vin[9])
    return [1980 + i, 2010 + i]


def online(vin):
    url = API.format(vin=urllib.parse.quote(vin))
    with urllib.request.urlopen(url, timeout=15) as r:
        res = json.load(r)["Results"][0]
    keys = ["Make", "Model", "ModelYear", "Trim", "BodyClass", "DisplacementL", "EngineCylinders",
            "FuelTypePrimary", "PlantCountry", "ErrorText"]
    return {k: res.get(k) for k in keys if res.get(k)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("vin")
    ap.add_argument("--offline", action="store_true")
    a = ap.parse_args()
    try:
        vin = validate(a.vin)
    except ValueError as e:
        sys.exit(str(e))
    print(f"VIN {vin}: check digit {'OK' if check_digit_ok(vin) else 'INVALID'}")
    print(f"WMI {vin[:3]}: {WMI.get(vin[:3], 'unknown')}; model year {' or '.join(map(str, model_years(vin)))}")
    if not a.offline:
        for k, v in online(vin).items():
            print(f"  {k}: {v}")


if __name__ == "__main__":
    main()
