ALTER TABLE users ADD COLUMN IF NOT EXISTS last_login_at timestamptz;
