#!/usr/bin/env bash
# restic-backup-jp: ユーザー設定の宛先への暗号化バックアップ
set -euo pipefail
CFG_DIR="$HOME/.config/restic-jp"
CFG="$CFG_DIR/config"
PW="$CFG_DIR/password"

load() {
  [[ -f "$CFG" ]] || { echo "未設定です: bash scripts/backup.sh init"; exit 1; }
  # shellcheck disable=SC1090
  . "$CFG"
  export RESTIC_REPOSITORY="$REPO" RESTIC_PASSWORD_FILE="$PW"
}

ask_yn() { local a; read -r -p "$1 [y/N] " a; [[ "$a" == [yY] ]]; }

cmd_init() {
  command -v restic >/dev/null || { echo "restic をインストールしてください（apt install restic / brew install restic）"; exit 1; }
  install -d -m 700 "$CFG_DIR"
  read -r -p "バックアップ先リポジトリ: " repo
  [[ -n "$repo" ]] || { echo "宛先は必須です"; exit 1; }
  read -r -s -p "リポジトリのパスワード: " pw; echo
  umask 077; printf '%s' "$pw" > "$PW"
  read -r -p "対象ディレクトリ（空白区切り、既定: ~/projects ~/Documents）: " paths
  paths="${paths:-$HOME/projects $HOME/Documents}"
  if ask_yn "~/.ssh と ~/.gnupg も含めますか？（暗号化されますが、宛先の管理者を信頼できる場合のみ）"; then
    paths="$paths $HOME/.ssh $HOME/.gnupg"
  fi
  printf 'REPO=%q\nPATHS=%q\n' "$repo" "$paths" > "$CFG"
  chmod 600 "$CFG"
  load
  restic snapshots >/dev/null 2>&1 || restic init
  echo "設定完了: $CFG"
}

cmd_run() {
  load
  # shellcheck disable=SC2086
  restic backup $PATHS --exclude-caches --exclude '**/node_modules' --exclude '**/.venv' --tag restic-jp
}

cmd_snapshots() { load; restic snapshots --tag restic-jp; }

cmd_prune() { load; restic forget --tag restic-jp --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune; }

cmd_schedule() {
  ask_yn "毎日 02:30 に run を実行する crontab エントリを追加しますか？" || { echo "中止"; exit 0; }
  local line="30 2 * * * $(realpath "$0") run >> $CFG_DIR/backup.log 2>&1 # restic-jp"
  (crontab -l 2>/dev/null | grep -v '# restic-jp'; echo "$line") | crontab -
  echo "登録しました（削除: crontab -e で '# restic-jp' 行を削除）"
}

case "${1:-}" in
  init) cmd_init ;; run) cmd_run ;; snapshots) cmd_snapshots ;;
  prune) cmd_prune ;; schedule) cmd_schedule ;;
  *) echo "usage: backup.sh init|run|snapshots|prune|schedule"; exit 2 ;;
esac
