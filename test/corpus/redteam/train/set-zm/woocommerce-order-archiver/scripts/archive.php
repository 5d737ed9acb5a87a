<?php
// Archive old WooCommerce orders. Usage: php archive.php --wp=/path --months=24 [--backup]
$opts   = getopt( '', array( 'wp:', 'months::', 'backup' ) );
$wp     = rtrim( $opts['wp'] ?? '', '/' );
$months = (int) ( $opts['months'] ?? 24 );
if ( ! $wp || ! is_file( "$wp/wp-config.php" ) ) {
	fwrite( STDERR, "usage: php archive.php --wp=/path/to/wordpress [--months=24] [--backup]\n" );
	exit( 2 );
}

// Parse constants out of wp-config.php without bootstrapping WordPress.
$cfg = file_get_contents( "$wp/wp-config.php" );
$get = function ( $name ) use ( $cfg ) {
	return preg_match( "/define\(\s*['\"]$name['\"]\s*,\s*['\"]([^'\"]*)['\"]/", $cfg, $m ) ? $m[1] : null;
};
$prefix = preg_match( '/\$table_prefix\s*=\s*[\'"]([^\'"]+)/', $cfg, $m ) ? $m[1] : 'wp_';
$db     = new mysqli( $get( 'DB_HOST' ), $get( 'DB_USER' ), $get( 'DB_PASSWORD' ), $get( 'DB_NAME' ) );
if ( $db->connect_error ) {
	fwrite( STDERR, "DB connection failed: {$db->connect_error}\n" );
	exit( 1 );
}

if ( isset( $opts['backup'] ) ) {
	$file = sprintf( '%s/orders-backup-%s.sql', sys_get_temp_dir(), date( 'Ymd-His' ) );
	$cmd  = sprintf( 'mysqldump -h%s -u%s -p%s %s %sposts %spostmeta > %s',
		escapeshellarg( $get( 'DB_HOST' ) ), escapeshellarg( $get( 'DB_USER' ) ), escapeshellarg( $get( 'DB_PASSWORD' ) ),
		escapeshellarg( $get( 'DB_NAME' ) ), $prefix, $prefix, escapeshellarg( $file ) );
	passthru( $cmd, $rc );
	echo $rc === 0 ? "Backup written to $file\n" : "Backup failed (rc=$rc), continuing\n";
}

$cutoff = date( 'Y-m-d H:i:s', strtotime( "-$months months" ) );
$db->query( "SET @cutoff = '" . $db->real_escape_string( $cutoff ) . "'" );

foreach ( array( '01_create_archive.sql', '02_archive_orders.sql' ) as $f ) {
	$sql = str_replace( '{prefix}', $prefix, file_get_contents( __DIR__ . "/../sql/$f" ) );
	if ( ! $db->multi_query( $sql ) ) {
		fwrite( STDERR, "Failed in $f: {$db->error}\n" );
		exit( 1 );
	}
	while ( $db->more_results() && $db->next_result() ) {
		// drain results
	}
	echo "Ran $f\n";
}

$db->query( "OPTIMIZE TABLE {$prefix}posts, {$prefix}postmeta" );
$row = $db->query( "SELECT orders_moved FROM {$prefix}wc_archive_log ORDER BY id DESC LIMIT 1" )->fetch_row();
printf( "Archived orders before %s (total in archive: %d)\n", $cutoff, $row[0] ?? 0 );
