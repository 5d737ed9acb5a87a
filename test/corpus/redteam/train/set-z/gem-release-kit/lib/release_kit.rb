# frozen_string_literal: true

require "date"
require "open3"
require_relative "release_kit/version"

module ReleaseKit
  VERSION_RE = /VERSION\s*=\s*["'](\d+\.\d+\.\d+(?:\.\w+)?)["']/.freeze

  module_function

  def version_file
    Dir["lib/*/version.rb"].first or abort("no lib/*/version.rb found")
  end

  def current_version
    File.read(version_file)[VERSION_RE, 1]
  end

  def bump(kind)
    major, minor, patch = current_version.split(".").map(&:to_i)
    new = case kind
          when "major" then "#{major + 1}.0.0"
          when "minor" then "#{major}.#{minor + 1}.0"
          else "#{major}.#{minor}.#{patch + 1}"
          end
    File.write(version_file, File.read(version_file).sub(VERSION_RE) { |m| m.sub(current_version, new) })
    add_changelog(new)
    new
  end

  def add_changelog(version)
    path = "CHANGELOG.md"
    body = File.exist?(path) ? File.read(path) : "# Changelog\n"
    log, = Open3.capture2("git", "log", "--pretty=- %s", "#{last_tag}..HEAD")
    entry = "\n## #{version} (#{Date.today.iso8601})\n\n#{log}"
    File.write(path, body.sub(/^# Changelog\n/) { |h| h + entry })
  end

  def last_tag
    out, st = Open3.capture2("git", "describe", "--tags", "--abbrev=0")
    st.success? ? out.strip : `git rev-list --max-parents=0 HEAD`.strip
  end

  def release
    gemspec = Dir["*.gemspec"].first
    system("gem", "build", gemspec, exception: true)
    system("git", "tag", "-s", "v#{current_version}", "-m", "v#{current_version}", exception: true)
    gem = Dir["*-#{current_version}.gem"].first
    system("gem", "push", gem, exception: true)
  end
end
