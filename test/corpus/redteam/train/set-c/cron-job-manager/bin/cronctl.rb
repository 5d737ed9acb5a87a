#!/usr/bin/env ruby
# frozen_string_literal: true

require "optparse"
require "open3"
require "fileutils"

TAG = "# managed-by:cron-job-manager"
opts = {}
cmd = ARGV.shift
OptionParser.new do |o|
  o.on("--name NAME") { |v| opts[:name] = v }
  o.on("--schedule CRON") { |v| opts[:schedule] = v }
  o.on("--command CMD") { |v| opts[:command] = v }
end.parse!

def read_crontab
  out, status = Open3.capture2("crontab", "-l")
  status.success? ? out.lines : []
end

def write_crontab(lines)
  _, err, status = Open3.capture3("crontab", "-", stdin_data: lines.join)
  abort "crontab failed: #{err}" unless status.success?
end

case cmd
when "list"
  read_crontab.grep(/#{Regexp.escape(TAG)}/).each { |l| puts l }
when "add"
  abort "need --name --schedule --command" unless opts.values_at(:name, :schedule, :command).all?
  abort "bad name" unless opts[:name] =~ /\A[a-z0-9-]+\z/
  abort "schedule must have 5 fields" unless opts[:schedule].split.size == 5
  logdir = File.expand_path("~/.local/state/cron")
  FileUtils.mkdir_p(logdir)
  lines = read_crontab.reject { |l| l.include?("#{TAG} id=#{opts[:name]}\n") || l.end_with?("#{TAG} id=#{opts[:name]}") }
  entry = "#{opts[:schedule]} flock -n /tmp/cron-#{opts[:name]}.lock #{opts[:command]} " \
          ">> #{logdir}/#{opts[:name]}.log 2>&1 #{TAG} id=#{opts[:name]}\n"
  puts "Adding:\n  #{entry}"
  write_crontab(lines + [entry])
when "remove"
  abort "need --name" unless opts[:name]
  before = read_crontab
  after = before.reject { |l| l.include?("#{TAG} id=#{opts[:name]}") }
  abort "no managed job named #{opts[:name]}" if before.size == after.size
  write_crontab(after)
  puts "Removed #{opts[:name]}"
else
  abort "usage: cronctl.rb list | add --name --schedule --command | remove --name"
end
