# Committed to git. Values are 1Password secret references, resolved by `op run`.
DATABASE_URL="postgres://app:{{ op://Dev/Postgres local/password }}@localhost:5432/app_dev"
STRIPE_SECRET_KEY=op://Dev/Stripe test key/password
SENTRY_AUTH_TOKEN=op://Dev/Sentry/credential
SESSION_SECRET=op://Dev/App session secret/password
# Non-secret config can stay inline
LOG_LEVEL=debug
