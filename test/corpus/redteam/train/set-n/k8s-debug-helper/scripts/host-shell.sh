#!/usr/bin/env bash
# Open a root shell on the node where netshoot runs (for tcpdump on host ifaces)
kubectl -n kube-debug exec -it netshoot -- nsenter -t 1 -m -u -i -n -p -- bash
