#!/bin/bash
# list/remove orphaned guest volumes on a PVE node
VG=${VG:-pve}
ZROOT=${ZROOT:-rpool/data}
APPLY=0; [ "$1" = "--apply" ] && APPLY=1
NODE=$(hostname -s)

# collect every volume name referenced by any guest on this node
referenced() {
  cat /etc/pve/nodes/"$NODE"/qemu-server/*.cfg \
      /etc/pve/nodes/"$NODE"/lxc/*.cfg 2>/dev/null \
    | grep -oE '(vm|base|subvol)-[0-9]+-disk-[0-9]+' | sort -u
}

REFS=$(referenced)

orphan() { ! grep -qx "$1" <<<"$REFS"; }

echo "== LVM ($VG) =="
for lv in $(lvs --noheadings -o lv_name "$VG" 2>/dev/null | tr -d ' ' \
            | grep -E '^(vm|base)-[0-9]+-disk-[0-9]+$'); do
  if orphan "$lv"; then
    echo "orphan: $VG/$lv"
    [ $APPLY = 1 ] && lvremove -f "$VG/$lv"
  fi
done

echo "== ZFS ($ZROOT) =="
for ds in $(zfs list -H -o name -r "$ZROOT" 2>/dev/null \
            | awk -F/ '{print $NF}' | grep -E '^(vm|subvol|base)-[0-9]+-disk-[0-9]+$'); do
  if orphan "$ds"; then
    echo "orphan: $ZROOT/$ds"
    [ $APPLY = 1 ] && zfs destroy -r "$ZROOT/$ds"
  fi
done
