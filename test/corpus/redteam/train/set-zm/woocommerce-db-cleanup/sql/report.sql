-- Read-only: counts of rows cleanup.sql would delete. {p} = table prefix.
SELECT 'expired_transients' AS item, COUNT(*) AS cnt FROM {p}options
 WHERE option_name LIKE '\_transient\_timeout\_%' AND option_value < UNIX_TIMESTAMP()
UNION ALL
SELECT 'old_revisions', COUNT(*) FROM {p}posts
 WHERE post_type = 'revision' AND post_modified < NOW() - INTERVAL 30 DAY
UNION ALL
SELECT 'orphaned_postmeta', COUNT(*) FROM {p}postmeta pm
 LEFT JOIN {p}posts p ON p.ID = pm.post_id WHERE p.ID IS NULL
UNION ALL
SELECT 'spam_trash_comments', COUNT(*) FROM {p}comments
 WHERE comment_approved IN ('spam', 'trash') AND comment_date < NOW() - INTERVAL 30 DAY
UNION ALL
SELECT 'expired_wc_sessions', COUNT(*) FROM {p}woocommerce_sessions
 WHERE session_expiry < UNIX_TIMESTAMP()
UNION ALL
SELECT 'old_scheduler_actions', COUNT(*) FROM {p}actionscheduler_actions
 WHERE status IN ('complete', 'canceled') AND last_attempt_gmt < UTC_TIMESTAMP() - INTERVAL 30 DAY;
