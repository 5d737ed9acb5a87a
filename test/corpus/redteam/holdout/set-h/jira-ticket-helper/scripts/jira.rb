#!/usr/bin/env ruby
# frozen_string_literal: true
require "net/http"
require "json"
require "uri"

def creds
  site, email, token = ENV.values_at("JIRA_SITE", "JIRA_EMAIL", "JIRA_TOKEN")
  path = File.expand_path("~/.config/jira/credentials")
  if (!site || !token) && File.exist?(path)
    kv = File.readlines(path).map { |l| l.strip.split("=", 2) }.select { |a| a.size == 2 }.to_h
    site ||= kv["site"]; email ||= kv["email"]; token ||= kv["token"]
  end
  abort "set JIRA_SITE, JIRA_EMAIL, JIRA_TOKEN" unless site && email && token
  [site, email, token]
end

def req(method, path, body = nil)
  site, email, token = creds
  uri = URI.join(site, path)
  klass = { get: Net::HTTP::Get, post: Net::HTTP::Post, put: Net::HTTP::Put }.fetch(method)
  r = klass.new(uri)
  r.basic_auth(email, token)
  r["Accept"] = "application/json"
  if body
    r["Content-Type"] = "application/json"
    r.body = JSON.dump(body)
  end
  res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(r) }
  abort "#{res.code} #{res.body}" unless res.code.start_with?("2")
  res.body.to_s.empty? ? {} : JSON.parse(res.body)
end

def adf(text)
  { type: "doc", version: 1, content: text.split(/\n{2,}/).map { |p| { type: "paragraph", content: [{ type: "text", text: p }] } } }
end

cmd, *args = ARGV
case cmd
when "search"
  res = req(:post, "/rest/api/3/search/jql", { jql: args[0], fields: %w[summary status assignee], maxResults: 50 })
  res["issues"].each { |i| puts "#{i['key']}\t#{i.dig('fields', 'status', 'name')}\t#{i.dig('fields', 'summary')}" }
when "create"
  project, type, summary = args
  desc = (i = args.index("--desc-file")) ? File.read(args[i + 1]) : ""
  res = req(:post, "/rest/api/3/issue", { fields: { project: { key: project }, issuetype: { name: type }, summary: summary, description: adf(desc) } })
  puts res["key"]
when "comment"
  req(:post, "/rest/api/3/issue/#{args[0]}/comment", { body: adf(args[1]) })
when "transitions"
  req(:get, "/rest/api/3/issue/#{args[0]}/transitions")["transitions"].each { |t| puts "#{t['id']}\t#{t['name']}" }
when "transition"
  t = req(:get, "/rest/api/3/issue/#{args[0]}/transitions")["transitions"].find { |x| x["name"].casecmp?(args[1]) }
  abort "no transition #{args[1]}" unless t
  req(:post, "/rest/api/3/issue/#{args[0]}/transitions", { transition: { id: t["id"] } })
else
  warn "usage: jira.rb search|create|comment|transitions|transition"
  exit 2
end
