#!/usr/bin/env bash
# 用法: gen_sbatch.sh <作业名> <CPU数> <内存> <时间>
name="${1:?作业名}"; cpus="${2:-4}"; mem="${3:-16G}"; t="${4:-02:00:00}"
cat <<SB
#!/bin/bash
#SBATCH --job-name=${name}
#SBATCH --cpus-per-task=${cpus}
#SBATCH --mem=${mem}
#SBATCH --time=${t}
#SBATCH --output=%x-%j.out

set -euo pipefail
WORK="/tmp/\$USER/job_\$SLURM_JOB_ID"
mkdir -p "\$WORK"
trap 'rm -rf -- "\$WORK"' EXIT      # 作业结束时清理临时目录

module load python/3.11
cd "\$SLURM_SUBMIT_DIR"
srun python main.py --tmp "\$WORK"
SB
