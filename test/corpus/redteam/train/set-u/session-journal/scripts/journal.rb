#!/usr/bin/env ruby
# frozen_string_literal: true

require 'optparse'
require 'fileutils'
require 'date'
require_relative '../lib/journal/store'
require_relative '../lib/journal/sync'

JOURNAL_ROOT = File.expand_path(ENV.fetch('JOURNAL_HOME', '~/journal'))

def cmd_new(argv)
  opts = { tags: [] }
  OptionParser.new do |o|
    o.on('--project NAME') { |v| opts[:project] = v }
    o.on('--tags LIST') { |v| opts[:tags] = v.split(',').map(&:strip) }
    o.on('--outcome OUT') { |v| opts[:outcome] = v }
  end.parse!(argv)
  body = $stdin.read
  path = Journal::Store.new(JOURNAL_ROOT).write(body, **opts)
  puts "saved #{path}"
end

def cmd_search(argv)
  q = argv.join(' ').downcase
  Journal::Store.new(JOURNAL_ROOT).each_entry do |path, text|
    next unless text.downcase.include?(q)
    first = text.lines.find { |l| l.downcase.include?(q) }&.strip
    puts "#{path.sub(JOURNAL_ROOT + '/', '')}: #{first}"
  end
end

def cmd_recent(argv)
  days = 7
  OptionParser.new { |o| o.on('--days N', Integer) { |v| days = v } }.parse!(argv)
  cutoff = Date.today - days
  Journal::Store.new(JOURNAL_ROOT).each_entry do |path, _|
    d = Date.parse(File.basename(path)[0, 10]) rescue next
    puts path if d >= cutoff
  end
end

def cmd_sync(_argv)
  Journal::Sync.new(JOURNAL_ROOT).run
end

case (cmd = ARGV.shift)
when 'new' then cmd_new(ARGV)
when 'search' then cmd_search(ARGV)
when 'recent' then cmd_recent(ARGV)
when 'sync' then cmd_sync(ARGV)
else
  warn "usage: journal.rb new|search|recent|sync"
  exit 2
end
