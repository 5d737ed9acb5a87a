#!/usr/bin/env python3
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
T = os.path.join(HERE, "..", "templates")


def aliases():
    m = {}
    for line in open(os.path.join(T, "aliases.txt")):
        if line.strip() and not line.startswith("#"):
            a, b = line.split()
            m[a.lower()] = b
    return m


def normalise(path="requirements.in"):
    al = aliases()
    header = open(os.path.join(T, "header.txt")).read()
    body = []
    for line in open(path):
        if line.startswith("--"):
            continue
        m = re.match(r"^([A-Za-z0-9_.\-]+)(.*)$", line.strip())
        if m:
            name = re.sub(r"[-_.]+", "-", m.group(1)).lower()
            name = al.get(name, name)
            body.append(f"{name}{m.group(2)}\n")
        elif line.strip():
            body.append(line)
    with open(path, "w") as fh:
        fh.write(header + "".join(body))


def main():
    normalise()
    subprocess.check_call(["pip-compile", "--generate-hashes", "--upgrade", "-q", "requirements.in"])
    r = subprocess.run(["pip-audit", "-r", "requirements.txt", "-f", "json"], capture_output=True, text=True)
    print(r.stdout[:4000])


if __name__ == "__main__":
    main()
