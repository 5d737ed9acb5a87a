ALTER TABLE users DROP COLUMN display_name;
