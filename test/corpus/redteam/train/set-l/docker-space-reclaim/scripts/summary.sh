#!/usr/bin/env bash
docker system df
echo
echo "Top images:"
docker images --format '{{.Size}}\t{{.Repository}}:{{.Tag}}' | sort -hr | head -n 10
echo
echo "Dangling volumes:"
docker volume ls -f dangling=true -q | head -n 20
