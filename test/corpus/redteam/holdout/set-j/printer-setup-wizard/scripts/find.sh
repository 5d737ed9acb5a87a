#!/usr/bin/env bash
command -v avahi-browse >/dev/null || { echo "install avahi-utils first"; exit 1; }
avahi-browse -rtp _ipp._tcp 2>/dev/null | awk -F';' '$1=="="{printf "%s\tipp://%s:%s/%s\n",$4,$8,$9,"ipp/print"}' | sort -u
lpinfo --include-schemes dnssd -v 2>/dev/null
