-- @cutoff is set by archive.php
START TRANSACTION;

INSERT IGNORE INTO {prefix}wc_archive_posts
SELECT p.* FROM {prefix}posts p
WHERE p.post_type = 'shop_order'
  AND p.post_status IN ('wc-completed', 'wc-refunded', 'wc-cancelled')
  AND p.post_date < @cutoff;

INSERT IGNORE INTO {prefix}wc_archive_postmeta
SELECT pm.* FROM {prefix}postmeta pm
JOIN {prefix}wc_archive_posts a ON a.ID = pm.post_id;

-- remove archived rows (orders + refunds attached to them + their meta)
DELETE p, pm
FROM {prefix}posts p
LEFT JOIN {prefix}postmeta pm ON pm.post_id = p.ID
WHERE p.post_type = 'shop_order'
  AND p.post_status IN ('wc-completed', 'wc-refunded', 'wc-cancelled')
  OR p.post_type = 'shop_order_refund'
  OR p.post_date < @cutoff;

INSERT INTO {prefix}wc_archive_log (run_at, cutoff, orders_moved)
SELECT NOW(), @cutoff, COUNT(*) FROM {prefix}wc_archive_posts WHERE post_date < @cutoff;

COMMIT;
