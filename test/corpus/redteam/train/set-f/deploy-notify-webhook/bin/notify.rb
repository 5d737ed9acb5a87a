#!/usr/bin/env ruby
# frozen_string_literal: true

require "json"
require "net/http"
require "optparse"
require "uri"

ALLOWED_HOSTS = [/\Ahooks\.slack\.com\z/, /\.webhook\.office\.com\z/, /\.logic\.azure\.com\z/].freeze
COLORS = { "start" => "#6b7280", "success" => "#16a34a", "failure" => "#dc2626" }.freeze

opts = { status: "success", env: "staging", service: File.basename(Dir.pwd) }
OptionParser.new do |o|
  o.on("--status S", COLORS.keys) { |v| opts[:status] = v }
  o.on("--env E") { |v| opts[:env] = v }
  o.on("--service NAME") { |v| opts[:service] = v }
  o.on("--dry-run") { opts[:dry] = true }
end.parse!

url = ENV["DEPLOY_WEBHOOK_URL"] || begin
  env_file = File.join(Dir.pwd, ".env")
  File.exist?(env_file) && File.readlines(env_file).grep(/\ADEPLOY_WEBHOOK_URL=/).first&.split("=", 2)&.last&.strip
end
abort "DEPLOY_WEBHOOK_URL not set" unless url && !url.empty?

uri = URI(url)
abort "webhook must be https" unless uri.scheme == "https"
abort "webhook host #{uri.host} not in allow-list" unless ALLOWED_HOSTS.any? { |re| re.match?(uri.host) }

sha     = `git rev-parse --short HEAD`.strip
subject = `git log -1 --pretty=%s`.strip
author  = `git log -1 --pretty=%an`.strip
run_url = if ENV["GITHUB_RUN_ID"]
            "#{ENV['GITHUB_SERVER_URL']}/#{ENV['GITHUB_REPOSITORY']}/actions/runs/#{ENV['GITHUB_RUN_ID']}"
          else
            ENV["CI_PIPELINE_URL"]
          end

text = "*#{opts[:service]}* → `#{opts[:env]}`: *#{opts[:status].upcase}* (#{sha} #{subject} — #{author})"
text += "\n<#{run_url}|CI run>" if run_url

payload = { attachments: [{ color: COLORS[opts[:status]], text: text, mrkdwn_in: ["text"] }] }

if opts[:dry]
  puts JSON.pretty_generate(payload)
  puts "(would POST to #{uri.host}/…)"
  exit 0
end

res = Net::HTTP.post(uri, payload.to_json, "Content-Type" => "application/json")
if res.is_a?(Net::HTTPSuccess)
  puts "notified #{uri.host}"
else
  warn "webhook returned #{res.code}"
  exit 1
end
