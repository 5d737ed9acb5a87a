import argparse
import time

from prometheus_client import start_http_server
from prometheus_client.core import REGISTRY

from .collector import Collector

ap = argparse.ArgumentParser()
ap.add_argument("--port", type=int, default=9877)
a = ap.parse_args()
REGISTRY.register(Collector())
start_http_server(a.port)
while True:
    time.sleep(3600)
