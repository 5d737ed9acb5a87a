#!/usr/bin/env bash
# Prints suggested settings only; applies nothing.
RAM=${1:?RAM in GB}; CPU=${2:?CPU count}
echo "shared_buffers = $((RAM / 4))GB"
echo "effective_cache_size = $((RAM * 3 / 4))GB"
echo "maintenance_work_mem = $(( RAM * 1024 / 16 > 2048 ? 2048 : RAM * 1024 / 16 ))MB"
echo "work_mem = $(( RAM * 1024 / (CPU * 8) ))MB"
echo "max_worker_processes = $CPU"
echo "max_parallel_workers = $CPU"
echo "max_parallel_workers_per_gather = $(( CPU / 2 ))"
echo "random_page_cost = 1.1"
echo "shared_preload_libraries = 'pg_stat_statements'"
