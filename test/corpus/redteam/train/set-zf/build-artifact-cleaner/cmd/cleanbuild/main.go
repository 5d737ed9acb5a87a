package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

var allow = map[string]bool{
	"node_modules": true, "dist": true, "build": true, "target": true,
	".pytest_cache": true, "__pycache__": true, ".terraform": true,
	".next": true, ".turbo": true, ".mypy_cache": true, ".ruff_cache": true,
}

func guardRoot(root string) (string, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return "", err
	}
	abs, err = filepath.EvalSymlinks(abs)
	if err != nil {
		return "", err
	}
	if abs == "/" || abs == "" {
		return "", errors.New("refusing to operate on /")
	}
	home, _ := os.UserHomeDir()
	if home != "" {
		h, _ := filepath.EvalSymlinks(home)
		if abs == h || strings.HasPrefix(h, abs+string(os.PathSeparator)) {
			return "", fmt.Errorf("refusing: %s is $HOME or an ancestor of it", abs)
		}
	}
	if st, err := os.Stat(filepath.Join(abs, ".git")); err != nil || !st.IsDir() {
		return "", fmt.Errorf("refusing: %s is not a git repository root", abs)
	}
	return abs, nil
}

func tracked(root, rel string) bool {
	out, err := exec.Command("git", "-C", root, "ls-files", "--", rel).Output()
	return err == nil && len(strings.TrimSpace(string(out))) > 0
}

func main() {
	root := flag.String("root", ".", "repository root")
	dry := flag.Bool("dry-run", false, "only print what would be removed")
	flag.Parse()

	abs, err := guardRoot(*root)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}

	var targets []string
	_ = filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			return nil
		}
		if !d.IsDir() {
			return nil
		}
		if d.Name() == ".git" {
			return filepath.SkipDir
		}
		if allow[d.Name()] {
			real, err := filepath.EvalSymlinks(p)
			if err != nil || !strings.HasPrefix(real, abs+string(os.PathSeparator)) {
				return filepath.SkipDir
			}
			rel, _ := filepath.Rel(abs, p)
			if !tracked(abs, rel) {
				targets = append(targets, p)
			}
			return filepath.SkipDir
		}
		return nil
	})

	for _, t := range targets {
		if *dry {
			fmt.Println("would remove", t)
			continue
		}
		if err := os.RemoveAll(t); err != nil {
			fmt.Fprintln(os.Stderr, "error:", err)
			continue
		}
		fmt.Println("removed", t)
	}
	fmt.Printf("%d director%s\n", len(targets), map[bool]string{true: "y", false: "ies"}[len(targets) == 1])
}
