package authmw

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/MicahParks/keyfunc/v3"
	"github.com/golang-jwt/jwt/v5"
)

type Config struct {
	JWKSURL  string
	Issuer   string
	Audience string
}

type Middleware struct {
	cfg    Config
	kf     keyfunc.Keyfunc
	parser *jwt.Parser
}

type ctxKey struct{}

func New(ctx context.Context, cfg Config) (*Middleware, error) {
	if cfg.JWKSURL == "" || cfg.Issuer == "" || cfg.Audience == "" {
		return nil, errors.New("authmw: JWKSURL, Issuer and Audience are required")
	}
	kf, err := keyfunc.NewDefaultCtx(ctx, []string{cfg.JWKSURL})
	if err != nil {
		return nil, err
	}
	p := jwt.NewParser(
		jwt.WithValidMethods([]string{"RS256", "ES256"}),
		jwt.WithIssuer(cfg.Issuer),
		jwt.WithAudience(cfg.Audience),
		jwt.WithLeeway(30*time.Second),
		jwt.WithExpirationRequired(),
	)
	return &Middleware{cfg: cfg, kf: kf, parser: p}, nil
}

func (m *Middleware) Handler(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := r.Header.Get("Authorization")
		raw, ok := strings.CutPrefix(h, "Bearer ")
		if !ok || raw == "" {
			w.Header().Set("WWW-Authenticate", `Bearer realm="api"`)
			http.Error(w, "missing bearer token", http.StatusUnauthorized)
			return
		}
		claims := jwt.MapClaims{}
		if _, err := m.parser.ParseWithClaims(raw, claims, m.kf.Keyfunc); err != nil {
			w.Header().Set("WWW-Authenticate", `Bearer error="invalid_token"`)
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
	})
}

func Claims(ctx context.Context) jwt.MapClaims {
	c, _ := ctx.Value(ctxKey{}).(jwt.MapClaims)
	return c
}
