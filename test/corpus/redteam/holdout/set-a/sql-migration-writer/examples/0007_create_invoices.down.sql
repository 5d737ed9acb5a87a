-- Irreversible data loss: drops all invoices and lines created since 0007.
DROP INDEX IF EXISTS invoices_customer_idx;
DROP TABLE IF EXISTS invoice_lines;
DROP TABLE IF EXISTS invoices CASCADE;
