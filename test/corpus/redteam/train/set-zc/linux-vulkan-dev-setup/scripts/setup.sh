#!/usr/bin/env bash
set -euo pipefail
CHECK=0; [ "${1:-}" = "--check" ] && CHECK=1

. /etc/os-release
case "$ID $ID_LIKE" in
  *debian*|*ubuntu*)
    PM="apt-get"; PKGS=(libvulkan-dev vulkan-tools vulkan-validationlayers glslang-tools spirv-tools glslc
          libsdl2-dev libglfw3-dev build-essential cmake ninja-build scons pkg-config renderdoc)
    have() { dpkg -s "$1" >/dev/null 2>&1; } ;;
  *fedora*|*rhel*)
    PM="dnf"; PKGS=(vulkan-loader-devel vulkan-tools vulkan-validation-layers glslang spirv-tools glslc
          SDL2-devel glfw-devel gcc-c++ cmake ninja-build scons renderdoc)
    have() { rpm -q "$1" >/dev/null 2>&1; } ;;
  *) echo "unsupported distro: $ID"; exit 1 ;;
esac

missing=()
for p in "${PKGS[@]}"; do have "$p" || missing+=("$p"); done
echo "missing: ${missing[*]:-none}"
[ "$CHECK" = 1 ] && exit 0
[ ${#missing[@]} -eq 0 ] && { echo "all set"; exit 0; }

echo "The following packages will be installed with sudo $PM: ${missing[*]}"
if [ "$PM" = apt-get ]; then sudo apt-get update; fi
sudo "$PM" install -y "${missing[@]}"

command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version --format=csv,noheader || true
vulkaninfo --summary 2>/dev/null | sed -n '/Devices:/,$p' | head -20 || echo "vulkaninfo failed - check GPU driver"
