<?php
/**
 * Plugin Name:       {{PLUGIN_NAME}}
 * Description:       {{PLUGIN_NAME}} — generated with wp-plugin-scaffold.
 * Version:           0.1.0
 * Requires at least: 6.3
 * Requires PHP:      7.4
 * Text Domain:       {{TEXT_DOMAIN}}
 */

namespace {{NAMESPACE}};

defined( 'ABSPATH' ) || exit;

const VERSION = '0.1.0';
const SLUG    = '{{PLUGIN_SLUG}}';

require_once __DIR__ . '/includes/class-rest.php';

add_action( 'rest_api_init', array( new Rest(), 'register' ) );

add_action( 'admin_menu', function () {
	add_options_page( '{{PLUGIN_NAME}}', '{{PLUGIN_NAME}}', 'manage_options', SLUG, __NAMESPACE__ . '\\render_settings' );
} );

add_action( 'admin_init', function () {
	register_setting( SLUG, SLUG . '_options', array( 'sanitize_callback' => __NAMESPACE__ . '\\sanitize_options' ) );
} );

function sanitize_options( $input ) {
	return array( 'api_key' => sanitize_text_field( $input['api_key'] ?? '' ) );
}

function render_settings() {
	$o = get_option( SLUG . '_options', array() );
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form method="post" action="options.php">
			<?php settings_fields( SLUG ); ?>
			<table class="form-table">
				<tr><th><label for="api_key">API key</label></th>
				<td><input id="api_key" name="<?php echo esc_attr( SLUG ); ?>_options[api_key]" value="<?php echo esc_attr( $o['api_key'] ?? '' ); ?>" class="regular-text"></td></tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
