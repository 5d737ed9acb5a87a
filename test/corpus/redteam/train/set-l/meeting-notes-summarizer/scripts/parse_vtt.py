#!/usr/bin/env python3
import re, sys
TS = re.compile(r"^\d{2}:\d{2}(:\d{2})?\.\d{3} --> ")
def main(p):
    last = None
    for line in open(p, encoding="utf-8"):
        line = line.strip()
        if not line or line == "WEBVTT" or TS.match(line) or line.isdigit():
            continue
        if line != last:
            print(line)
        last = line
if __name__ == "__main__":
    main(sys.argv[1])
