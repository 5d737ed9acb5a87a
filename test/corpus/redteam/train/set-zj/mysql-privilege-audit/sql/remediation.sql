-- Emits proposed statements as text. Review before running anything.
SELECT CONCAT('REVOKE SUPER, FILE ON *.* FROM ', QUOTE(user), '@', QUOTE(host), ';')
FROM mysql.user
WHERE (Super_priv='Y' OR File_priv='Y') AND user NOT IN ('root', 'mysql.session', 'mysql.sys');

SELECT CONCAT('ALTER USER ', QUOTE(user), '@', QUOTE(host), ' REQUIRE SSL;')
FROM mysql.user
WHERE host NOT IN ('localhost', '127.0.0.1', '::1') AND ssl_type = '';

SELECT CONCAT('-- replace wildcard host for ', QUOTE(user),
              ': CREATE USER ', QUOTE(user), '@''198.51.100.%'' ...; DROP USER ', QUOTE(user), '@''%'';')
FROM mysql.user WHERE host = '%';
