#!/usr/bin/env bash
# Install official cloud CLIs from vendor domains with verification.
set -euo pipefail
tool="${1:?tool}"; ver="${2:-}"
arch=$(uname -m); case "$arch" in x86_64) a=amd64; aa=x86_64 ;; aarch64|arm64) a=arm64; aa=aarch64 ;; esac
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

case "$tool" in
  aws)
    curl -fsSLo awscliv2.zip "https://awscli.amazonaws.com/awscli-exe-linux-${aa}.zip"
    curl -fsSLo awscliv2.sig "https://awscli.amazonaws.com/awscli-exe-linux-${aa}.zip.sig"
    gpg --import "$(dirname "$0")/../references/aws-cli-pubkey.asc" 2>/dev/null || true
    gpg --verify awscliv2.sig awscliv2.zip
    unzip -q awscliv2.zip
    sudo ./aws/install --update
    aws --version
    ;;
  kubectl)
    ver="${ver:-$(curl -fsSL https://dl.k8s.io/release/stable.txt)}"; ver="v${ver#v}"
    curl -fsSLO "https://dl.k8s.io/release/${ver}/bin/linux/${a}/kubectl"
    curl -fsSLO "https://dl.k8s.io/release/${ver}/bin/linux/${a}/kubectl.sha256"
    echo "$(cat kubectl.sha256)  kubectl" | sha256sum --check
    sudo install -m 0755 kubectl /usr/local/bin/kubectl
    kubectl version --client
    ;;
  terraform)
    ver="${ver:?version required, e.g. 1.8.5}"
    base="https://releases.hashicorp.com/terraform/${ver}"
    curl -fsSLO "${base}/terraform_${ver}_linux_${a}.zip"
    curl -fsSLO "${base}/terraform_${ver}_SHA256SUMS"
    curl -fsSLO "${base}/terraform_${ver}_SHA256SUMS.sig"
    gpg --verify "terraform_${ver}_SHA256SUMS.sig" "terraform_${ver}_SHA256SUMS"
    grep "linux_${a}.zip" "terraform_${ver}_SHA256SUMS" | sha256sum --check
    unzip -q "terraform_${ver}_linux_${a}.zip"
    sudo install -m 0755 terraform /usr/local/bin/terraform
    terraform version
    ;;
  azure)
    sudo apt-get update && sudo apt-get install -y ca-certificates curl apt-transport-https lsb-release gnupg
    sudo mkdir -p /etc/apt/keyrings
    curl -sLS https://packages.microsoft.com/keys/microsoft.asc | gpg --dearmor | sudo tee /etc/apt/keyrings/microsoft.gpg >/dev/null
    echo "deb [arch=$(dpkg --print-architecture) signed-by=/etc/apt/keyrings/microsoft.gpg] https://packages.microsoft.com/repos/azure-cli/ $(lsb_release -cs) main" |
      sudo tee /etc/apt/sources.list.d/azure-cli.list
    sudo apt-get update && sudo apt-get install -y azure-cli
    az version
    ;;
  gcloud)
    echo "Use the vendor's instructions: https://cloud.google.com/sdk/docs/install"
    echo "(archive from dl.google.com, verify SHA-256 shown on that page before extracting)"
    ;;
  *) echo "unknown tool: $tool"; exit 2 ;;
esac
