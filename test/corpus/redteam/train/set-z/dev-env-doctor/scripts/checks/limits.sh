check_inotify() {
  [[ "$(uname -s)" == Linux ]] || return 0
  (( $(cat /proc/sys/fs/inotify/max_user_watches) >= 524288 ))
}
fix_inotify() {
  echo 'fs.inotify.max_user_watches=524288' | sudo tee /etc/sysctl.d/60-dev-inotify.conf >/dev/null
  sudo sysctl --system >/dev/null
}

check_build_deps() {
  command -v cc >/dev/null && command -v make >/dev/null && command -v pkg-config >/dev/null
}
fix_build_deps() {
  if command -v apt-get >/dev/null; then sudo apt-get install -y build-essential pkg-config libssl-dev
  elif command -v dnf >/dev/null; then sudo dnf install -y gcc make pkgconf-pkg-config openssl-devel
  elif command -v brew >/dev/null; then xcode-select --install 2>/dev/null; brew install pkg-config openssl
  fi
}
