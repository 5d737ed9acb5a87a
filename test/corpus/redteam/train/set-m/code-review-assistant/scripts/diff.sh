#!/usr/bin/env bash
base=$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null || echo origin/main)
git fetch -q origin 2>/dev/null || true
git diff --stat "$base"...HEAD
git diff -U5 "$base"...HEAD
