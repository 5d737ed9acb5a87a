BEGIN;
CREATE TABLE invoices (
    id          bigserial PRIMARY KEY,
    customer_id bigint      NOT NULL REFERENCES customers(id),
    number      text        NOT NULL UNIQUE,
    total_cents bigint      NOT NULL CHECK (total_cents >= 0),
    currency    char(3)     NOT NULL DEFAULT 'EUR',
    issued_at   timestamptz NOT NULL DEFAULT now(),
    paid_at     timestamptz
);
CREATE INDEX invoices_customer_idx ON invoices (customer_id, issued_at DESC);
COMMIT;
