SET lock_timeout = '5s';

DROP TABLE IF EXISTS invoice_lines;
DROP TABLE IF EXISTS invoices;
