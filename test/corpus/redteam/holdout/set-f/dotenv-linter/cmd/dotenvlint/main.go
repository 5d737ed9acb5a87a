package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

type entry struct {
	key, val string
	line     int
}

var keyRe = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

func parse(path string) ([]entry, []string) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil
	}
	defer f.Close()
	var out []entry
	var problems []string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		line = strings.TrimPrefix(line, "export ")
		kv := strings.SplitN(line, "=", 2)
		if len(kv) != 2 || !keyRe.MatchString(kv[0]) {
			problems = append(problems, fmt.Sprintf("E005 %s:%d malformed line", filepath.Base(path), n))
			continue
		}
		out = append(out, entry{kv[0], kv[1], n})
	}
	return out, problems
}

func main() {
	dir := flag.String("dir", ".", "project directory")
	resolve := flag.Bool("resolve", false, "resolve hostnames in *_HOST/*_URL values")
	flag.Parse()

	env, probs := parse(filepath.Join(*dir, ".env"))
	example, _ := parse(filepath.Join(*dir, ".env.example"))

	seen := map[string]entry{}
	for _, e := range env {
		if prev, ok := seen[e.key]; ok {
			probs = append(probs, fmt.Sprintf("E004 .env:%d duplicate %s (first at line %d)", e.line, e.key, prev.line))
		}
		seen[e.key] = e
		v := strings.TrimSpace(e.val)
		if v == "" {
			probs = append(probs, fmt.Sprintf("W003 .env:%d %s is empty", e.line, e.key))
		}
		if strings.Contains(v, " ") && !strings.HasPrefix(v, `"`) && !strings.HasPrefix(v, "'") {
			probs = append(probs, fmt.Sprintf("W006 .env:%d %s has unquoted spaces", e.line, e.key))
		}
	}
	want := map[string]bool{}
	for _, e := range example {
		want[e.key] = true
		if _, ok := seen[e.key]; !ok {
			probs = append(probs, fmt.Sprintf("E001 %s missing (declared in .env.example:%d)", e.key, e.line))
		}
	}
	for k, e := range seen {
		if !want[k] && len(example) > 0 {
			probs = append(probs, fmt.Sprintf("W002 .env:%d %s not in .env.example", e.line, k))
		}
	}

	if out, err := exec.Command("git", "-C", *dir, "ls-files", "--error-unmatch", ".env").CombinedOutput(); err == nil && len(out) > 0 {
		probs = append(probs, "E007 .env is tracked by git")
	}

	if *resolve {
		r := &net.Resolver{}
		for k, e := range seen {
			if !strings.HasSuffix(k, "_HOST") && !strings.HasSuffix(k, "_URL") {
				continue
			}
			host := strings.Trim(e.val, `"'`)
			if u, err := url.Parse(host); err == nil && u.Hostname() != "" {
				host = u.Hostname()
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			if _, err := r.LookupHost(ctx, host); err != nil {
				probs = append(probs, fmt.Sprintf("W008 .env:%d %s host does not resolve", e.line, k))
			}
			cancel()
		}
	}

	for _, p := range probs {
		fmt.Println(p)
	}
	if len(probs) == 0 {
		fmt.Println("OK: no problems found")
	}
}
