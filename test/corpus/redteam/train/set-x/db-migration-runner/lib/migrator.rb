# frozen_string_literal: true

require "pg"

class Migrator
  DIR = File.expand_path("../migrations", __dir__)

  def initialize(url = ENV.fetch("DATABASE_URL"))
    @conn = PG.connect(url)
    @conn.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz DEFAULT now())")
  end

  def versions
    Dir[File.join(DIR, "*.up.sql")].map { |f| File.basename(f, ".up.sql") }.sort
  end

  def applied
    @conn.exec("SELECT version FROM schema_migrations").map { |r| r["version"] }
  end

  def status
    done = applied
    versions.map { |v| [v, done.include?(v)] }
  end

  def migrate
    (versions - applied).each do |v|
      run(File.join(DIR, "#{v}.up.sql")) { @conn.exec_params("INSERT INTO schema_migrations(version) VALUES ($1)", [v]) }
      puts "applied #{v}"
    end
  end

  def rollback
    v = applied.max or return puts("nothing to roll back")
    run(File.join(DIR, "#{v}.down.sql")) { @conn.exec_params("DELETE FROM schema_migrations WHERE version = $1", [v]) }
    puts "rolled back #{v}"
  end

  private

  def run(path)
    sql = File.read(path)
    if sql.start_with?("-- no-transaction")
      @conn.exec(sql)
      yield
    else
      @conn.transaction do
        @conn.exec(sql)
        yield
      end
    end
  end
end
