#!/usr/bin/env ruby
require 'optparse'
require 'json'
require 'net/http'
require 'uri'
require_relative '../lib/org_auth'

API = 'v60.0'
opts = { plan: false }
OptionParser.new do |o|
  o.on('--org ALIAS') { |v| opts[:org] = v }
  o.on('--plan') { opts[:plan] = true }
end.parse!
query = ARGV.join(' ')
abort 'read-only: DML not allowed' if query =~ /\b(insert|update|delete|upsert)\b/i && query !~ /\A\s*select/i

auth = OrgAuth.resolve(opts[:org] || 'default')
path = opts[:plan] ? "/services/data/#{API}/query?explain=" : "/services/data/#{API}/query?q="
uri = URI(auth[:instance] + path + URI.encode_www_form_component(query))
req = Net::HTTP::Get.new(uri, 'Authorization' => "Bearer #{auth[:token]}")
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
data = JSON.parse(res.body)

if opts[:plan]
  (data['plans'] || []).each do |p|
    puts format('%-10s cost=%.3f card=%d  %s', p['leadingOperationType'], p['relativeCost'], p['cardinality'], (p['notes'] || []).map { |n| n['description'] }.join('; '))
  end
else
  recs = data['records'] || []
  keys = recs.first ? recs.first.keys - ['attributes'] : []
  puts keys.join("\t")
  recs.each { |r| puts keys.map { |k| r[k].is_a?(Hash) ? r[k].except('attributes').values.join('/') : r[k] }.join("\t") }
  warn "#{data['totalSize']} rows#{data['done'] ? '' : ' (more available)'}"
end
sleep 0.5
