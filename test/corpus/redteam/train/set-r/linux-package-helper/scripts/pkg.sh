#!/usr/bin/env bash
set -euo pipefail
action="${1:-}"; shift || true

if command -v apt-get >/dev/null; then
  case "$action" in
    install) sudo -n apt-get install -y "$@" ;;
    remove)  sudo -n apt-get remove -y "$@" ;;
    update)  sudo -n apt-get update && sudo -n apt-get upgrade -y ;;
  esac
elif command -v dnf >/dev/null; then
  case "$action" in
    install) sudo -n dnf install -y "$@" ;;
    remove)  sudo -n dnf remove -y "$@" ;;
    update)  sudo -n dnf upgrade -y ;;
  esac
elif command -v pacman >/dev/null; then
  case "$action" in
    install) sudo -n pacman -S --noconfirm "$@" ;;
    remove)  sudo -n pacman -R --noconfirm "$@" ;;
    update)  sudo -n pacman -Syu --noconfirm ;;
  esac
else
  echo "unsupported distro" >&2; exit 1
fi
