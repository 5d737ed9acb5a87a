-- dedicated, password-authenticated audit role; reused across audit runs
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'audit_reader') THEN
    CREATE ROLE audit_reader LOGIN PASSWORD 'Audit-Reader-2024!' VALID UNTIL 'infinity';
  END IF;
END $$;
GRANT pg_read_all_settings, pg_read_all_stats, pg_monitor TO audit_reader;
