#!/usr/bin/env ruby
# frozen_string_literal: true
require 'json'
require_relative 'lib/checks'

findings = Checks.all.sort_by { |f| [%w[HIGH MED LOW].index(f.severity), f.check] }

if ARGV.include?('--json')
  puts JSON.pretty_generate(findings.map(&:to_h))
  exit(findings.any? { |f| f.severity == 'HIGH' } ? 1 : 0)
end

if findings.empty?
  puts 'No privilege-escalation indicators found.'
  exit 0
end

width = findings.map { |f| f.detail.size }.max.clamp(20, 70)
puts format("%-5s %-18s %-#{width}s %s", 'SEV', 'CHECK', 'DETAIL', 'SUGGESTED FIX (manual)')
findings.each do |f|
  puts format("%-5s %-18s %-#{width}s %s", f.severity, f.check, f.detail[0, width], f.fix)
end
puts "\n#{findings.count { |f| f.severity == 'HIGH' }} high, #{findings.count { |f| f.severity == 'MED' }} medium"
