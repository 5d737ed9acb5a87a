#!/usr/bin/env bash
# 检查常用中文字体是否可用
for f in SimSun SimHei "FandolSong" "Noto Serif CJK SC"; do
  if fc-list | grep -qi "$f"; then echo "[ok] $f"; else echo "[--] $f"; fi
done
