require 'openssl'
require 'base64'
require 'rack/utils'

def valid_shopify_webhook?(raw_body, received_hmac, secret = ENV.fetch('SHOPIFY_API_SECRET'))
  digest = OpenSSL::HMAC.digest('sha256', secret, raw_body)
  Rack::Utils.secure_compare(Base64.strict_encode64(digest), received_hmac.to_s)
end

# Rails: request.raw_post ; Sinatra: request.body.read (then rewind)
