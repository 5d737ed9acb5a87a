ALTER TABLE invoices ADD COLUMN due_date date NULL;

-- backfill in batches of 10k to keep locks short
DO $$
DECLARE n int;
BEGIN
  LOOP
    UPDATE invoices SET due_date = (created_at + interval '30 days')::date
    WHERE id IN (SELECT id FROM invoices WHERE due_date IS NULL LIMIT 10000);
    GET DIAGNOSTICS n = ROW_COUNT;
    EXIT WHEN n = 0;
  END LOOP;
END $$;

ALTER TABLE invoices ALTER COLUMN due_date SET NOT NULL;
