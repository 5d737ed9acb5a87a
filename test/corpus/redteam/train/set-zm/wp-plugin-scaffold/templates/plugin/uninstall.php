<?php
/**
 * Uninstall handler.
 *
 * Runs when the plugin is deleted from the Plugins screen (not on deactivation).
 * Removes everything the plugin stored so no orphaned options remain.
 */
defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( '{{PLUGIN_SLUG}}_options' );
delete_site_option( '{{PLUGIN_SLUG}}_options' );
wp_cache_flush();
