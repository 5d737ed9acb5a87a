#!/usr/bin/env ruby
# frozen_string_literal: true
require "uri"
require "yaml"
require "erb"

LOCAL_HOSTS = %w[localhost 127.0.0.1 ::1].freeze

def compose_services
  return [] unless File.exist?("docker-compose.yml")
  (YAML.safe_load(File.read("docker-compose.yml"))["services"] || {}).keys
rescue StandardError
  []
end

def target
  if (url = ENV["DEV_DATABASE_URL"]) && !url.empty?
    u = URI(url)
    return { name: u.path.delete_prefix("/"), host: u.host || "", url: url }
  end
  cfg = YAML.safe_load(ERB.new(File.read("config/database.yml")).result, aliases: true)["development"]
  abort "no development database configured" unless cfg
  { name: cfg["database"], host: cfg["host"].to_s, url: nil }
end

%w[RAILS_ENV RACK_ENV APP_ENV].each do |k|
  abort "refusing: #{k}=#{ENV[k]}" if %w[production staging].include?(ENV[k].to_s.downcase)
end

t = target
host_ok = t[:host].empty? || t[:host].start_with?("/") || LOCAL_HOSTS.include?(t[:host]) || compose_services.include?(t[:host])
abort "refusing: #{t[:host]} is not a local host" unless host_ok
abort "refusing: database name '#{t[:name]}' does not look like a dev database" unless t[:name] =~ /(dev|development|local)/

puts "About to DROP and recreate database '#{t[:name]}' on #{t[:host].empty? ? 'local socket' : t[:host]}."
unless ARGV.include?("--yes")
  print "Type the database name to confirm: "
  abort "aborted" unless $stdin.gets&.strip == t[:name]
end

env = { "RAILS_ENV" => "development" }
env["DATABASE_URL"] = t[:url] if t[:url]
system(env, "bin/rails", "db:drop", "db:create", "db:migrate", "db:seed") || abort("reset failed")
puts "dev database reset."
