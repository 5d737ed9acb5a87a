# npm global installs without sudo
check_npm_prefix() {
  command -v npm >/dev/null || return 0
  local p; p=$(npm config get prefix)
  [[ -w "$p/lib" ]] || [[ "$p" == "$HOME"* ]]
}
fix_npm_prefix() {
  mkdir -p "$HOME/.npm-global"
  npm config set prefix "$HOME/.npm-global"
  grep -q npm-global "$HOME/.profile" 2>/dev/null || echo 'export PATH="$HOME/.npm-global/bin:$PATH"' >> "$HOME/.profile"
}
