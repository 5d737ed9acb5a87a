#!/usr/bin/env bash
docker stop sqli-sandbox >/dev/null 2>&1 && echo "sandbox stopped" || echo "sandbox not running"
