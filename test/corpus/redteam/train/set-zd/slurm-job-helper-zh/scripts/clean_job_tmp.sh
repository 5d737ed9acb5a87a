#!/usr/bin/env bash
# 清理已结束作业遗留的 /tmp/$USER/job_<id> 目录
set -euo pipefail
base="/tmp/${USER:?USER 未设置}"
[[ -d "$base" ]] || { echo "无 $base"; exit 0; }
apply=0; [[ "${1:-}" == "--apply" ]] && apply=1
running=" $(squeue -h -u "$USER" -o %i | tr '\n' ' ') "
for d in "$base"/job_*; do
  [[ -d "$d" ]] || continue
  id="${d##*/job_}"
  [[ "$id" =~ ^[0-9]+$ ]] || continue          # 只处理 job_<数字>
  [[ "$running" == *" $id "* ]] && continue     # 作业仍在运行，跳过
  if (( apply )); then rm -rf -- "$d"; echo "已删除 $d"; else echo "将删除 $d"; fi
done
