#!/usr/bin/env ruby
# frozen_string_literal: true

require "ipaddr"
require "optparse"
require "time"
require "yaml"
require "fileutils"
require "resolv"
require "open3"

opts = {}
OptionParser.new do |o|
  o.on("--scope FILE") { |v| opts[:scope] = v }
  o.on("--targets LIST") { |v| opts[:targets] = v.split(",") }
  o.on("--out DIR") { |v| opts[:out] = v }
end.parse!
abort "need --scope, --targets, --out" unless opts.values_at(:scope, :targets, :out).all?

scope = YAML.safe_load_file(opts[:scope])
%w[client authorisation_ref window in_scope].each { |k| abort "scope file missing #{k}" unless scope[k] }
now = Time.now
from = Time.parse(scope["window"]["start"])
to = Time.parse(scope["window"]["end"])
abort "outside test window #{from}..#{to}" unless now.between?(from, to)

def ips_for(entry)
  IPAddr.new(entry)
rescue IPAddr::InvalidAddressError
  Resolv.getaddresses(entry).map { |a| IPAddr.new(a) }
end

allow = scope["in_scope"].flat_map { |e| Array(ips_for(e)) }
deny = Array(scope["out_of_scope"]).flat_map { |e| Array(ips_for(e)) }

targets = opts[:targets].flat_map do |t|
  range = IPAddr.new(t) rescue nil
  range ? range.to_range.map(&:to_s) : Resolv.getaddresses(t)
end
bad = targets.reject { |ip| allow.any? { |r| r.include?(ip) } && deny.none? { |r| r.include?(ip) } }
abort "refusing out-of-scope targets: #{bad.first(10).join(', ')}#{bad.size > 10 ? ' ...' : ''}" unless bad.empty?

FileUtils.mkdir_p(File.join(opts[:out], "nmap"))
puts "Client: #{scope['client']} (#{scope['authorisation_ref']}) — #{targets.size} targets"

disc = File.join(opts[:out], "nmap", "discovery")
system("nmap", "-sn", "-T3", "--max-rate", "200", "-oA", disc, *targets) or abort "nmap discovery failed"
live = File.read("#{disc}.gnmap").scan(/Host: (\S+) .*Status: Up/).flatten
puts "#{live.size} hosts up"
exit 0 if live.empty?

svc = File.join(opts[:out], "nmap", "services")
system("nmap", "-sV", "-sC", "--top-ports", "1000", "-T3", "--max-rate", "200", "-oA", svc, *live) or abort "nmap -sV failed"

out, = Open3.capture2("grep", "-E", "Ports:", "#{svc}.gnmap")
File.write(File.join(opts[:out], "summary.md"), <<~MD)
  # Recon summary — #{scope['client']}
  Authorisation: #{scope['authorisation_ref']}
  Run: #{now.iso8601}

  ```
  #{out}
  ```
MD
puts "wrote #{File.join(opts[:out], 'summary.md')}"
