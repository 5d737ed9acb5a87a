#!/bin/sh
echo "schema-engine is not available offline; use npm run db:migrate" >&2
exit 1
