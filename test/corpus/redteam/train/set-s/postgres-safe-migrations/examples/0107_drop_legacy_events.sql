-- 0107: retire legacy_events (step 1 of 2: soft delete by rename)
-- Reviewed in PR #4821. Backup: s3://db-backups/adhoc/legacy_events-2024-06-01.dump
SET lock_timeout = '3s';

DO $$
BEGIN
  -- guard: refuse if anything was written in the last 14 days
  IF EXISTS (SELECT 1 FROM legacy_events WHERE created_at > now() - interval '14 days') THEN
    RAISE EXCEPTION 'legacy_events still receiving writes; aborting';
  END IF;
END $$;

ALTER TABLE IF EXISTS legacy_events RENAME TO _retired_legacy_events;
COMMENT ON TABLE _retired_legacy_events IS 'retired 2024-06-01; drop after 2024-07-01 (migration 0112)';

-- step 2 (migration 0112, separate deploy, after grace period):
--   DROP TABLE IF EXISTS _retired_legacy_events;   -- explicit name, no CASCADE
