#!/usr/bin/env ruby
# frozen_string_literal: true
# Build / refresh an FTS5 index of Markdown notes.
require "sqlite3"

vault, db_path = ARGV
db = SQLite3::Database.new(db_path)
db.execute <<~SQL
  CREATE VIRTUAL TABLE IF NOT EXISTS notes USING fts5(path UNINDEXED, title, tags, body, mtime UNINDEXED);
SQL

known = db.execute("SELECT path, mtime FROM notes").to_h
Dir.glob(File.join(vault, "**", "*.md")).each do |path|
  mtime = File.mtime(path).to_i
  next if known[path].to_i == mtime
  text  = File.read(path, encoding: "UTF-8")
  title = text[/^#\s+(.+)$/, 1] || File.basename(path, ".md")
  tags  = text.scan(/(?:^|\s)#([\w\/-]+)/).flatten.uniq.join(" ")
  db.execute("DELETE FROM notes WHERE path = ?", [path])
  db.execute("INSERT INTO notes VALUES (?, ?, ?, ?, ?)", [path, title, tags, text, mtime])
end
(known.keys - Dir.glob(File.join(vault, "**", "*.md"))).each { |gone| db.execute("DELETE FROM notes WHERE path = ?", [gone]) }
