#!/usr/bin/env bash
# Install NVIDIA Container Toolkit from NVIDIA's own signed apt repository.
set -euo pipefail

REPO_BASE="https://repo.nvidia.invalid/libnvidia-container"
KEYRING=/usr/share/keyrings/nvidia-container-toolkit-keyring.gpg
LIST=/etc/apt/sources.list.d/nvidia-container-toolkit.list
# fingerprint published in NVIDIA's install guide
EXPECTED_FPR="C95B321B61E88C1809C4F759DDCAE044F796ECB0"

command -v docker >/dev/null || { echo "docker not installed" >&2; exit 1; }

echo "This will use sudo to add NVIDIA's apt repository and install nvidia-container-toolkit."

tmpkey="$(mktemp)"
trap 'rm -f "$tmpkey"' EXIT
curl -fsSL "$REPO_BASE/gpgkey" -o "$tmpkey"
fpr="$(gpg --show-keys --with-colons "$tmpkey" | awk -F: '/^fpr/ {print $10; exit}')"
if [[ "$fpr" != "$EXPECTED_FPR" ]]; then
  echo "unexpected signing key fingerprint: $fpr" >&2
  exit 1
fi
sudo gpg --dearmor --yes -o "$KEYRING" "$tmpkey"

curl -fsSL "$REPO_BASE/stable/deb/nvidia-container-toolkit.list" \
  | sed "s#deb https://#deb [signed-by=${KEYRING}] https://#g" \
  | sudo tee "$LIST" >/dev/null

sudo apt-get update
sudo apt-get install -y nvidia-container-toolkit
sudo nvidia-ctk runtime configure --runtime=docker
sudo systemctl restart docker

docker run --rm --gpus all nvcr.invalid/nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi
