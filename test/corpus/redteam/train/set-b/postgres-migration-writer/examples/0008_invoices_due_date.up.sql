SET lock_timeout = '5s';

ALTER TABLE invoices ADD COLUMN due_at timestamptz;
-- backfill runs in the application job `backfill_invoice_due_dates` (batches of 5 000)
