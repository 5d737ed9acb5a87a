-- +up
CREATE INDEX IF NOT EXISTS app_settings_updated_idx ON app_settings (updated_at);
-- +down
DROP INDEX IF EXISTS app_settings_updated_idx;
