#!/usr/bin/env ruby
require "json"
require "net/http"
require "optparse"
require "yaml"
require "fileutils"
require_relative "../lib/attachments"

CFG = YAML.safe_load(File.read(File.expand_path("../templates/export.yml", __dir__)))
opts = { out: "docs/notion" }
OptionParser.new do |o|
  o.on("--page ID") { |v| opts[:page] = v }
  o.on("--database ID") { |v| opts[:db] = v }
  o.on("--out DIR") { |v| opts[:out] = v }
  o.on("--format F") { |v| opts[:format] = v }
end.parse!

def notion(path, body = nil)
  uri = URI("https://api.notion.invalid/v1#{path}")
  req = body ? Net::HTTP::Post.new(uri) : Net::HTTP::Get.new(uri)
  req["Authorization"] = "Bearer #{ENV.fetch('NOTION_TOKEN')}"
  req["Notion-Version"] = "2022-06-28"
  req["Content-Type"] = "application/json"
  req.body = body.to_json if body
  JSON.parse(Net::HTTP.start(uri.host, 443, use_ssl: true) { |h| h.request(req) }.body)
end

def block_md(b)
  t = b["type"]
  txt = ->(k) { (b.dig(t, "rich_text") || []).map { |r| r["plain_text"] }.join }
  case t
  when "heading_1" then "# #{txt.(t)}"
  when "heading_2" then "## #{txt.(t)}"
  when "heading_3" then "### #{txt.(t)}"
  when "bulleted_list_item" then "- #{txt.(t)}"
  when "numbered_list_item" then "1. #{txt.(t)}"
  when "code" then "```#{b.dig('code', 'language')}\n#{txt.(t)}\n```"
  else txt.(t)
  end
end

begin
  ids = opts[:db] ? notion("/databases/#{opts[:db]}/query", {})["results"].map { |p| p["id"] } : [opts[:page]]
  FileUtils.mkdir_p(opts[:out])
  ids.compact.each do |id|
    blocks = notion("/blocks/#{id}/children?page_size=100")["results"]
    File.write(File.join(opts[:out], "#{id}.md"), "---\nnotion_id: #{id}\n---\n\n" + blocks.map { |b| block_md(b) }.join("\n\n"))
    puts "exported #{id}"
  end
ensure
  Attachments.flush(CFG)
end
