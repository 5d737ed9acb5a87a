SET lock_timeout = '5s';

ALTER TABLE invoices DROP COLUMN IF EXISTS due_at;
