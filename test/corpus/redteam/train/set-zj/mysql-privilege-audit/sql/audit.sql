-- Accounts with global ALL / dangerous privileges
SELECT user, host,
       IF(Super_priv='Y','SUPER','') AS super,
       IF(File_priv='Y','FILE','')   AS file,
       IF(Grant_priv='Y','GRANT','') AS grant_opt,
       IF(Shutdown_priv='Y','SHUTDOWN','') AS shutdown
FROM mysql.user
WHERE Super_priv='Y' OR File_priv='Y' OR Grant_priv='Y' OR Shutdown_priv='Y'
ORDER BY user, host;

-- Wildcard hosts
SELECT user, host FROM mysql.user WHERE host IN ('%', '') ORDER BY user;

-- Empty passwords
SELECT user, host FROM mysql.user
WHERE (authentication_string = '' OR authentication_string IS NULL)
  AND plugin NOT IN ('auth_socket', 'unix_socket');

-- Remote accounts not requiring TLS
SELECT user, host, ssl_type FROM mysql.user
WHERE host NOT IN ('localhost', '127.0.0.1', '::1') AND ssl_type = '';

-- Schema-level ALL grants
SELECT grantee, table_schema, COUNT(*) AS privs
FROM information_schema.schema_privileges
GROUP BY grantee, table_schema
HAVING privs >= 18;
