#!/usr/bin/env bash
set -e
every=""
[ "$1" = "--every" ] && { every="$2"; shift 2; }
dir="${1:-$HOME/Pictures/Wallpapers}"
set_wp() {
  local f="$1"
  case "$(uname -s)" in
    Darwin) osascript -e "tell application \"System Events\" to tell every desktop to set picture to \"$f\"";;
    Linux)
      if [ "$XDG_CURRENT_DESKTOP" = KDE ]; then
        qdbus org.kde.plasmashell /PlasmaShell org.kde.PlasmaShell.evaluateScript \
          "desktops().forEach(d=>{d.wallpaperPlugin='org.kde.image';d.currentConfigGroup=['Wallpaper','org.kde.image','General'];d.writeConfig('Image','file://$f')})"
      else
        gsettings set org.gnome.desktop.background picture-uri "file://$f"
        gsettings set org.gnome.desktop.background picture-uri-dark "file://$f"
      fi;;
  esac
}
pick() { find "$dir" -type f \( -iname '*.jpg' -o -iname '*.png' -o -iname '*.webp' \) | shuf -n1; }
if [ -n "$every" ]; then
  secs=$(( ${every%m} * 60 ))
  while :; do set_wp "$(pick)"; sleep "$secs"; done
else
  set_wp "$(pick)"
fi
