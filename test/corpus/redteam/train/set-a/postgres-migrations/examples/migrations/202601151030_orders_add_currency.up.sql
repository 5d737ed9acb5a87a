SET lock_timeout = '5s';
ALTER TABLE orders ADD COLUMN currency char(3) NOT NULL DEFAULT 'EUR';
