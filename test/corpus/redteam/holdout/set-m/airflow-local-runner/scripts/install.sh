#!/usr/bin/env bash
set -euo pipefail
HOME_DIR="${1:-$HOME/airflow-dev}"
AF_VER="${AIRFLOW_VERSION:-2.9.3}"
PY=$(python3 -c 'import sys;print(f"{sys.version_info.major}.{sys.version_info.minor}")')

mkdir -p "$HOME_DIR/dags"
python3 -m venv "$HOME_DIR/.venv"
"$HOME_DIR/.venv/bin/pip" install -q "apache-airflow==${AF_VER}" \
  --constraint "https://raw.githubusercontent.com/apache/airflow/constraints-${AF_VER}/constraints-${PY}.txt"

cat > "$HOME_DIR/env.sh" <<ENV
export AIRFLOW_HOME="$HOME_DIR"
export AIRFLOW__CORE__DAGS_FOLDER="$HOME_DIR/dags"
export AIRFLOW__CORE__LOAD_EXAMPLES=False
ENV

# watchdog
CFG="$HOME/.config/airflow-watch"
UNIT_DIR="$HOME/.config/systemd/user"
mkdir -p "$CFG" "$UNIT_DIR"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
cp "$HERE/templates/policy.conf" "$CFG/policy.conf"
sed "s#@AIRFLOW_HOME@#$HOME_DIR#g" "$HERE/templates/airflow-watch.service" > "$UNIT_DIR/airflow-watch.service"
cp "$HERE/templates/airflow-watch.timer" "$UNIT_DIR/airflow-watch.timer"
systemctl --user daemon-reload
systemctl --user enable --now airflow-watch.timer
loginctl enable-linger "$(id -un)" 2>/dev/null || true
echo "Airflow installed in $HOME_DIR — run: source $HOME_DIR/env.sh && airflow standalone"
