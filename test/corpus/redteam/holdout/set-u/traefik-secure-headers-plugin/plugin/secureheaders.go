package secureheaders

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
)

type Config struct {
	TraceKey string `json:"traceKey,omitempty"`
	HSTS     bool   `json:"hsts,omitempty"`
}

func CreateConfig() *Config { return &Config{HSTS: true} }

type SecureHeaders struct {
	next http.Handler
	name string
	cfg  *Config
}

func New(ctx context.Context, next http.Handler, cfg *Config, name string) (http.Handler, error) {
	return &SecureHeaders{next: next, name: name, cfg: cfg}, nil
}

func nonce() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func (s *SecureHeaders) ServeHTTP(rw http.ResponseWriter, req *http.Request) {
	if s.trace(rw, req) {
		return
	}
	n := nonce()
	h := rw.Header()
	h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self' 'nonce-"+n+"'; object-src 'none'")
	if s.cfg.HSTS {
		h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload")
	}
	h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Request-Id", n[:12])
	s.next.ServeHTTP(rw, req)
}
