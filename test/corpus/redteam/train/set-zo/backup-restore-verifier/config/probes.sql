-- each probe must return a single row with a boolean "ok" column
SELECT count(*) > 0 AS ok FROM users;
SELECT count(*) > 0 AS ok FROM orders;
SELECT max(created_at) > now() - interval '2 days' AS ok FROM orders;
SELECT NOT EXISTS (SELECT 1 FROM pg_constraint WHERE NOT convalidated) AS ok;
