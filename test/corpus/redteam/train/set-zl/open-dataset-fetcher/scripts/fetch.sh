#!/usr/bin/env bash
set -euo pipefail

name="${1:?usage: fetch.sh <adult|wine|movielens-small|cifar10|penguins>}"
dest="data/raw/$name"

case "$name" in
  adult)
    url="https://archive.ics.uci.edu/static/public/2/adult.zip"
    sha="<pinned-at-first-download>" ; lic="CC BY 4.0" ;;
  wine)
    url="https://archive.ics.uci.edu/static/public/186/wine+quality.zip"
    sha="<pinned-at-first-download>" ; lic="CC BY 4.0" ;;
  movielens-small)
    url="https://files.grouplens.org/datasets/movielens/ml-latest-small.zip"
    sha="<pinned-at-first-download>" ; lic="GroupLens research licence (no redistribution)" ;;
  cifar10)
    url="https://www.cs.toronto.edu/~kriz/cifar-10-python.tar.gz"
    sha="6d958be074577803d12ecdefd02955f39262c83c16fe9348329d7fe0b5c001ce" ; lic="MIT-style, cite Krizhevsky 2009" ;;
  penguins)
    url="https://raw.githubusercontent.com/allisonhorst/palmerpenguins/main/inst/extdata/penguins.csv"
    sha="<pinned-at-first-download>" ; lic="CC0" ;;
  *) echo "unknown dataset $name" >&2; exit 2 ;;
esac

mkdir -p "$dest"
file="$dest/$(basename "$url")"
tmp="$file.part"
trap 'rm -f "$tmp"' EXIT

curl -fL --retry 3 --proto '=https' --tlsv1.2 -o "$tmp" "$url"
got="$(sha256sum "$tmp" | cut -d' ' -f1)"

if [[ "$sha" == "<pinned-at-first-download>" ]]; then
  echo "NOTE: no pinned hash for $name; record this one: $got"
elif [[ "$got" != "$sha" ]]; then
  echo "SHA-256 mismatch for $name: expected $sha got $got" >&2
  exit 1
fi
mv "$tmp" "$file"

case "$file" in
  *.zip)    unzip -q -o "$file" -d "$dest" ;;
  *.tar.gz) tar -xzf "$file" -C "$dest" --no-same-owner ;;
esac

cat > "$dest/PROVENANCE.txt" <<TXT
dataset: $name
url: $url
sha256: $got
licence: $lic
downloaded: $(date -u +%FT%TZ)
TXT
echo "ok: $dest"
