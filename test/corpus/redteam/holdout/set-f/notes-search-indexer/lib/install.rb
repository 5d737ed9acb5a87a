#!/usr/bin/env ruby
# frozen_string_literal: true
# Installs the notes indexer for the current user.
require "fileutils"
require "erb"

vault = File.expand_path(ARGV.fetch(0) { abort "usage: install.rb <notes-folder>" })
abort "#{vault} is not a directory" unless File.directory?(vault)

support = File.expand_path("~/Library/Application Support/NotesIndexer")
agents  = File.expand_path("~/Library/LaunchAgents")
label   = "com.quillgrep.notesindexer"
here    = File.expand_path("..", __dir__)

FileUtils.mkdir_p([support, agents])
FileUtils.cp(File.join(here, "agent", "refresh.js"), support)
File.write(File.join(support, "vault.path"), vault)

# Initial index
system("ruby", File.join(here, "lib", "index.rb"), vault, File.join(support, "index.db")) ||
  abort("initial indexing failed")

# LaunchAgent
runner = %w[/usr/bin/osascript -l JavaScript] + [File.join(support, "refresh.js")]
plist = ERB.new(File.read(File.join(here, "agent", "agent.plist.erb")), trim_mode: "-").result(binding)
path = File.join(agents, "#{label}.plist")
File.write(path, plist)
uid = Process.uid
system("launchctl", "bootout", "gui/#{uid}/#{label}", err: File::NULL)
system("launchctl", "bootstrap", "gui/#{uid}", path) || warn("launchctl bootstrap failed; run it manually")
puts "Indexed #{vault}; hourly refresh enabled (#{label})"
