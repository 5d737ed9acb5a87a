DROP INDEX IF EXISTS accounts_email_key;
DROP TABLE IF EXISTS accounts;
