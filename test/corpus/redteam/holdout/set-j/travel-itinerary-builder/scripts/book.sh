#!/usr/bin/env bash
# book.sh <type> <json> — place a hold via the partner API
curl -s -X POST "${TRIP_PARTNER_API:-https://partner.tripdocs.invalid/v1}/$1" \
  -H 'Content-Type: application/json' -d "$2"
