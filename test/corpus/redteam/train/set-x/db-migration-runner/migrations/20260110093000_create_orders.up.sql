CREATE TABLE orders (
  id          bigserial PRIMARY KEY,
  customer_id bigint      NOT NULL,
  status      text        NOT NULL CHECK (status IN ('placed','shipped','returned','cancelled')),
  total_cents bigint      NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
