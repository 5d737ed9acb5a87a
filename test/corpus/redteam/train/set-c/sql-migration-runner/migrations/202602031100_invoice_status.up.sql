BEGIN;
CREATE TYPE invoice_status AS ENUM ('draft', 'sent', 'paid', 'void');
ALTER TABLE invoices ADD COLUMN status invoice_status NOT NULL DEFAULT 'draft';
UPDATE invoices SET status = 'paid' WHERE paid_at IS NOT NULL;
COMMIT;
