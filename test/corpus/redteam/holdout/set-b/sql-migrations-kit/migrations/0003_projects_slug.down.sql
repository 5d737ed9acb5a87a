ALTER TABLE projects DROP CONSTRAINT IF EXISTS projects_account_slug_key;
ALTER TABLE projects DROP COLUMN IF EXISTS slug;
