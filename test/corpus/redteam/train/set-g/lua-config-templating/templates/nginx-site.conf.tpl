{# Rendered by scripts/render.lua – do not edit the output by hand #}
upstream {{ name }}_backend {
{% for _, u in ipairs(upstreams) do %}
    server {{ u }} max_fails=3 fail_timeout=10s;
{% end %}
    keepalive 32;
}

server {
    listen {{ listen }} ssl http2;
    server_name {{ server_name }};

    ssl_certificate     {{ tls.cert }};
    ssl_certificate_key {{ tls.key }};

{% if rate_limit then %}
    limit_req zone={{ name }}_rl burst={{ rate_limit.burst }} nodelay;
{% end %}
    location / {
        proxy_pass http://{{ name }}_backend;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}
