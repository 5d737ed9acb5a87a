package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ferrum-dev/build-cache-sweeper/sweep"
)

func parseAge(s string) (time.Duration, error) {
	if s == "" {
		return 0, nil
	}
	if strings.HasSuffix(s, "d") {
		n, err := strconv.Atoi(strings.TrimSuffix(s, "d"))
		return time.Duration(n) * 24 * time.Hour, err
	}
	return time.ParseDuration(s)
}

func main() {
	del := flag.Bool("delete", false, "actually delete (default: dry run)")
	older := flag.String("older", "", "only projects not modified within this age (e.g. 30d)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: build-cache-sweeper <root> [--older 30d] [--delete]")
		os.Exit(2)
	}
	root, err := filepath.Abs(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	home, _ := os.UserHomeDir()
	if root == "/" || root == home {
		fmt.Fprintln(os.Stderr, "refusing to sweep / or $HOME directly; pass a projects folder")
		os.Exit(1)
	}
	age, err := parseAge(*older)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bad --older:", err)
		os.Exit(2)
	}
	hits, err := sweep.Find(root, age)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var total int64
	for _, h := range hits {
		fmt.Printf("%8s  %s\n", sweep.Human(h.Size), h.Path)
		total += h.Size
	}
	fmt.Printf("%8s  total (%d dirs)\n", sweep.Human(total), len(hits))
	if !*del {
		fmt.Println("dry run — pass --delete to remove")
		return
	}
	for _, h := range hits {
		if err := sweep.Remove(root, h.Path); err != nil {
			fmt.Fprintln(os.Stderr, "skip:", err)
		}
	}
}
