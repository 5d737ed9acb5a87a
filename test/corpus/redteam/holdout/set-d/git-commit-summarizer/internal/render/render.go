package render

import (
	"fmt"
	"io"
	"sort"
)

type Commit struct {
	Hash, Author, Subject, PR string
	Verified, Breaking        bool
}

var titles = map[string]string{
	"feat": "Features", "fix": "Bug fixes", "perf": "Performance",
	"refactor": "Refactoring", "docs": "Docs", "test": "Tests",
	"build": "Build", "ci": "CI", "chore": "Chores", "other": "Other",
}

func Print(w io.Writer, rng string, groups map[string][]Commit, format string) {
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(w, "## Changes in %s\n\n", rng)
	for _, k := range keys {
		t := titles[k]
		if t == "" {
			t = k
		}
		fmt.Fprintf(w, "### %s\n\n", t)
		for _, c := range groups[k] {
			mark := ""
			if c.Verified {
				mark = " ✔"
			}
			if c.Breaking {
				mark += " **BREAKING**"
			}
			pr := ""
			if c.PR != "" {
				pr = " (#" + c.PR + ")"
			}
			fmt.Fprintf(w, "- %s%s — %s `%s`%s\n", c.Subject, pr, c.Author, c.Hash, mark)
		}
		fmt.Fprintln(w)
	}
}
