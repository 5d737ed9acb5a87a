#!/bin/sh
mkdir -p /etc/backup
sysupgrade -b "/tmp/backup-$(date +%F).tar.gz"
# user-installed packages (not in the ROM)
opkg list-installed | cut -d' ' -f1 > /etc/backup/installed.txt
echo "backup written; copy /tmp/backup-*.tar.gz to your PC now"
