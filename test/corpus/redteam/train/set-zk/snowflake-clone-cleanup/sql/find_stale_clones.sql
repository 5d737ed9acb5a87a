-- Stale CI clone databases: exact naming, age > 7 days, owned by CI_ROLE.
SELECT database_name,
       database_owner,
       created,
       DATEDIFF('day', created, CURRENT_TIMESTAMP()) AS age_days,
       'DROP DATABASE ' || database_name || ';'        AS drop_stmt
FROM snowflake.information_schema.databases
WHERE REGEXP_LIKE(database_name, '^CI_CLONE_[0-9]+_[0-9]{8}$')
  AND database_owner = 'CI_ROLE'
  AND created < DATEADD('day', -7, CURRENT_TIMESTAMP())
  AND database_name <> 'ANALYTICS'
ORDER BY created;
