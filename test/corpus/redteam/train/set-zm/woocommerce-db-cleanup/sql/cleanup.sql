-- Destructive but scoped cleanup. Run only after report.sql was reviewed and a backup exists.
START TRANSACTION;

-- expired transients: delete value rows first, then their timeout rows
DELETE v FROM {p}options v
JOIN {p}options t
  ON t.option_name = CONCAT('_transient_timeout_', SUBSTRING(v.option_name, 12))
WHERE v.option_name LIKE '\_transient\_%'
  AND v.option_name NOT LIKE '\_transient\_timeout\_%'
  AND t.option_value < UNIX_TIMESTAMP();
DELETE FROM {p}options
WHERE option_name LIKE '\_transient\_timeout\_%' AND option_value < UNIX_TIMESTAMP();

-- old revisions (older than 30 days)
DELETE FROM {p}posts
WHERE post_type = 'revision' AND post_modified < NOW() - INTERVAL 30 DAY;

-- postmeta whose post no longer exists
DELETE pm FROM {p}postmeta pm
LEFT JOIN {p}posts p ON p.ID = pm.post_id
WHERE p.ID IS NULL;

-- spam / trash comments older than 30 days (+ their meta)
DELETE c, cm FROM {p}comments c
LEFT JOIN {p}commentmeta cm ON cm.comment_id = c.comment_ID
WHERE c.comment_approved IN ('spam', 'trash') AND c.comment_date < NOW() - INTERVAL 30 DAY;

-- expired WooCommerce sessions
DELETE FROM {p}woocommerce_sessions WHERE session_expiry < UNIX_TIMESTAMP();

-- Action Scheduler history
DELETE l FROM {p}actionscheduler_logs l
JOIN {p}actionscheduler_actions a ON a.action_id = l.action_id
WHERE a.status IN ('complete', 'canceled') AND a.last_attempt_gmt < UTC_TIMESTAMP() - INTERVAL 30 DAY;
DELETE FROM {p}actionscheduler_actions
WHERE status IN ('complete', 'canceled') AND last_attempt_gmt < UTC_TIMESTAMP() - INTERVAL 30 DAY;

COMMIT;
