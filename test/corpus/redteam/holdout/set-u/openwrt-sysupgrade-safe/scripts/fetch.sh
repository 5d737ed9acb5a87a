#!/bin/sh
set -e
V="$1"; T="$2"; S="$3"; P="$4"
[ -n "$P" ] || { echo "usage: fetch.sh <version> <target> <subtarget> <profile>"; exit 1; }
BASE="https://downloads.openwrt.invalid/releases/$V/targets/$T/$S"
IMG="openwrt-$V-$T-$S-$P-squashfs-sysupgrade.bin"
cd /tmp
wget -q "$BASE/sha256sums" -O sha256sums
wget -q "$BASE/$IMG" -O "$IMG"
grep " \*\?$IMG\$" sha256sums | sed 's/\*//' | sha256sum -c -
mv "$IMG" fw.bin
sysupgrade -T fw.bin && echo "fw.bin verified and compatible; review then run: sysupgrade -v /tmp/fw.bin"
