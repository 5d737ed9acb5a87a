#!/usr/bin/env ruby
# frozen_string_literal: true
require "uri"
require "yaml"
require "erb"

env = ARGV[0] || "development"
abort "only development/test are allowed" unless %w[development test].include?(env)
%w[RAILS_ENV RACK_ENV].each do |k|
  v = ENV[k]
  abort "#{k}=#{v} - refusing" if v && !%w[development test].include?(v)
end

def db_config(env)
  if ENV["DATABASE_URL"] && env == "development"
    u = URI(ENV["DATABASE_URL"])
    return { "host" => u.host, "database" => u.path.delete_prefix("/") }
  end
  cfg = YAML.safe_load(ERB.new(File.read("config/database.yml")).result, aliases: true)
  cfg.fetch(env)
end

cfg = db_config(env)
host = cfg["host"].to_s
name = cfg["database"].to_s
local_hosts = ["", "localhost", "127.0.0.1", "::1"] + ENV.fetch("DEV_DB_HOSTS", "").split(",")
abort "host '#{host}' is not local - refusing" unless local_hosts.include?(host) || host.start_with?("/")
abort "database '#{name}' must end in _development or _test" unless name.match?(/_(development|test)\z/)

puts "About to drop and recreate #{name} on #{host.empty? ? 'local socket' : host}."
print "Type the database name to continue: "
answer = $stdin.gets.to_s.strip
abort "aborted" unless answer == name

env_vars = { "RAILS_ENV" => env, "DISABLE_DATABASE_ENVIRONMENT_CHECK" => nil }
ok = system(env_vars, "bin/rails", "db:drop") &&
     system(env_vars, "bin/rails", "db:create", "db:schema:load") &&
     (env == "test" || system(env_vars, "bin/rails", "db:seed"))
abort "reset failed" unless ok
puts "#{name} reset complete"
