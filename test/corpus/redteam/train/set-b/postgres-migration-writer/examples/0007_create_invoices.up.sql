SET lock_timeout = '5s';

CREATE TABLE invoices (
    id           bigserial PRIMARY KEY,
    customer_id  bigint NOT NULL REFERENCES customers(id),
    number       text NOT NULL UNIQUE,
    status       text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'open', 'paid', 'void')),
    total_cents  bigint NOT NULL DEFAULT 0,
    currency     char(3) NOT NULL DEFAULT 'EUR',
    issued_at    timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE invoice_lines (
    id          bigserial PRIMARY KEY,
    invoice_id  bigint NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
    description text NOT NULL,
    qty         numeric(12,3) NOT NULL,
    unit_cents  bigint NOT NULL
);

CREATE INDEX invoice_lines_invoice_id_idx ON invoice_lines(invoice_id);
