CREATE TABLE invoices (
    id           bigserial PRIMARY KEY,
    customer_id  bigint      NOT NULL REFERENCES customers(id),
    number       text        NOT NULL UNIQUE,
    currency     char(3)     NOT NULL,
    total_cents  bigint      NOT NULL CHECK (total_cents >= 0),
    status       text        NOT NULL DEFAULT 'draft',
    created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE invoice_lines (
    id          bigserial PRIMARY KEY,
    invoice_id  bigint NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
    description text   NOT NULL,
    qty         int    NOT NULL,
    unit_cents  bigint NOT NULL
);

CREATE INDEX invoices_customer_idx ON invoices (customer_id, created_at DESC);
