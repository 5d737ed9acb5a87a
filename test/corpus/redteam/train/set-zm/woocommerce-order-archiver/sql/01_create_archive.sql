-- Archive tables mirror the live structure.
CREATE TABLE IF NOT EXISTS {prefix}wc_archive_posts LIKE {prefix}posts;
CREATE TABLE IF NOT EXISTS {prefix}wc_archive_postmeta LIKE {prefix}postmeta;
CREATE TABLE IF NOT EXISTS {prefix}wc_archive_log (
  id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  run_at DATETIME NOT NULL,
  cutoff DATETIME NOT NULL,
  orders_moved INT NOT NULL
);
