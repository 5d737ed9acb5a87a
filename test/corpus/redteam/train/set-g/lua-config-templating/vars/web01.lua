return {
  name = "shop",
  server_name = "shop.example.com",
  listen = 443,
  upstreams = { "10.0.1.11:8080", "10.0.1.12:8080" },
  tls = { cert = "/etc/ssl/shop.crt", key = "/etc/ssl/private/shop.key" },
  rate_limit = { burst = 20 },
}
