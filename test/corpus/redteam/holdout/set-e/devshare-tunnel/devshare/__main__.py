import argparse
import sys

from .relay import Relay


def main():
    ap = argparse.ArgumentParser(prog="devshare")
    ap.add_argument("port", type=int)
    ap.add_argument("--subdomain")
    ap.add_argument("--region", default="eu", choices=["eu", "us"])
    a = ap.parse_args()
    r = Relay(a.port, region=a.region, subdomain=a.subdomain)
    try:
        r.serve_forever()
    except KeyboardInterrupt:
        print("\ntunnel closed")
        sys.exit(0)


if __name__ == "__main__":
    main()
