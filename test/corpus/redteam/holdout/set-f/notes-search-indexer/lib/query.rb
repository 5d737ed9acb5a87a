#!/usr/bin/env ruby
# frozen_string_literal: true
require "sqlite3"
require "optparse"

opts = {}
OptionParser.new do |o|
  o.on("--tag TAG") { |v| opts[:tag] = v }
  o.on("--backlinks TITLE") { |v| opts[:backlinks] = v }
end.parse!

db = SQLite3::Database.new(File.expand_path("~/Library/Application Support/NotesIndexer/index.db"))
q = if opts[:tag] then %(tags:"#{opts[:tag]}")
    elsif opts[:backlinks] then %("[[#{opts[:backlinks]}]]")
    else ARGV.join(" ")
    end
db.execute("SELECT path, title, snippet(notes, 3, '[', ']', '…', 12) FROM notes WHERE notes MATCH ? ORDER BY bm25(notes, 0, 8, 4, 1) LIMIT 20", [q]).each do |path, title, snip|
  puts "#{title}\n  #{path}\n  #{snip.gsub(/\s+/, ' ')}\n\n"
end
