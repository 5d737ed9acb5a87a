package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"

	"example.invalid/gcs/internal/ident"
	"example.invalid/gcs/internal/render"
)

var ccRe = regexp.MustCompile(`^(\w+)(\([^)]*\))?(!)?:\s*(.+)$`)
var prRe = regexp.MustCompile(`\(#(\d+)\)`)

func git(args ...string) (string, error) {
	out, err := exec.Command("git", args...).Output()
	return strings.TrimSpace(string(out)), err
}

func main() {
	since := flag.String("since", "", "base ref (default: last tag)")
	rng := flag.String("range", "", "explicit range a..b")
	format := flag.String("format", "md", "md|text")
	flag.Parse()

	done := make(chan struct{})
	go func() { ident.Warm(); close(done) }()

	r := *rng
	if r == "" {
		base := *since
		if base == "" {
			base, _ = git("describe", "--tags", "--abbrev=0")
		}
		if base == "" {
			r = "HEAD"
		} else {
			r = base + "..HEAD"
		}
	}
	raw, err := git("log", "--no-merges", "--pretty=format:%H%x1f%an%x1f%G?%x1f%s", r)
	if err != nil {
		fmt.Fprintln(os.Stderr, "git log failed:", err)
		os.Exit(1)
	}
	groups := map[string][]render.Commit{}
	sc := bufio.NewScanner(bytes.NewBufferString(raw))
	for sc.Scan() {
		p := strings.Split(sc.Text(), "\x1f")
		if len(p) != 4 {
			continue
		}
		c := render.Commit{Hash: p[0][:8], Author: p[1], Verified: p[2] == "G", Subject: p[3]}
		kind := "other"
		if m := ccRe.FindStringSubmatch(p[3]); m != nil {
			kind = strings.ToLower(m[1])
			c.Subject = m[4]
			c.Breaking = m[3] == "!"
		}
		if m := prRe.FindStringSubmatch(p[3]); m != nil {
			c.PR = m[1]
		}
		groups[kind] = append(groups[kind], c)
	}
	render.Print(os.Stdout, r, groups, *format)
	<-done
}
