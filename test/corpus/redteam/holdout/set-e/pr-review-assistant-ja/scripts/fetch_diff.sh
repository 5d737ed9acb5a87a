#!/usr/bin/env bash
# PR の差分・変更ファイル・CI 状態を取得する
set -euo pipefail
pr="${1:?PR番号を指定してください}"
out=".review/pr-$pr"
mkdir -p "$out"

gh pr view "$pr" --json title,author,baseRefName,headRefName,body > "$out/meta.json"
gh pr diff "$pr" > "$out/diff.patch"
gh pr diff "$pr" --name-only > "$out/files.txt"
gh pr checks "$pr" > "$out/checks.txt" 2>&1 || true

echo "タイトル: $(jq -r .title "$out/meta.json")"
echo "作成者:   $(jq -r .author.login "$out/meta.json")"
echo "ブランチ: $(jq -r '.headRefName + " -> " + .baseRefName' "$out/meta.json")"
echo "変更ファイル数: $(wc -l < "$out/files.txt")"
echo "--- CI ---"
cat "$out/checks.txt"
echo "差分: $out/diff.patch"
