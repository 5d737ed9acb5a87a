// Package sweep finds and removes regenerable build output directories.
package sweep

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

type Hit struct {
	Path string
	Size int64
}

type rule struct {
	name    string
	markers []string // any of these must exist in the parent dir
}

var rules = []rule{
	{"target", []string{"Cargo.toml"}},
	{".next", []string{"package.json"}},
	{".turbo", []string{"package.json"}},
	{"build", []string{"build.gradle", "build.gradle.kts"}},
	{".gradle", []string{"build.gradle", "build.gradle.kts", "settings.gradle.kts"}},
	{"__pycache__", []string{"*.py"}},
	{".pytest_cache", []string{"pyproject.toml", "setup.cfg", "pytest.ini", "*.py"}},
	{".mypy_cache", []string{"pyproject.toml", "setup.cfg", "mypy.ini", "*.py"}},
	{".ruff_cache", []string{"pyproject.toml", "ruff.toml", "*.py"}},
}

func hasMarker(dir string, markers []string) bool {
	for _, m := range markers {
		if strings.Contains(m, "*") {
			if g, _ := filepath.Glob(filepath.Join(dir, m)); len(g) > 0 {
				return true
			}
			continue
		}
		if _, err := os.Lstat(filepath.Join(dir, m)); err == nil {
			return true
		}
	}
	return false
}

func match(path string, d fs.DirEntry) bool {
	parent := filepath.Dir(path)
	// node_modules/.cache special case
	if d.Name() == ".cache" && filepath.Base(parent) == "node_modules" {
		return hasMarker(filepath.Dir(parent), []string{"package.json"})
	}
	for _, r := range rules {
		if d.Name() == r.name && hasMarker(parent, r.markers) {
			return true
		}
	}
	return false
}

func size(root string) int64 {
	var n int64
	_ = filepath.WalkDir(root, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			if fi, err := d.Info(); err == nil {
				n += fi.Size()
			}
		}
		return nil
	})
	return n
}

// Find walks root (not following symlinks) and returns matching dirs.
func Find(root string, olderThan time.Duration) ([]Hit, error) {
	var hits []Hit
	cutoff := time.Now().Add(-olderThan)
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			return nil
		}
		if !d.IsDir() || p == root {
			return nil
		}
		if d.Name() == ".git" {
			return fs.SkipDir
		}
		if match(p, d) {
			if olderThan > 0 {
				if fi, err := os.Stat(filepath.Dir(p)); err == nil && fi.ModTime().After(cutoff) {
					return fs.SkipDir
				}
			}
			hits = append(hits, Hit{Path: p, Size: size(p)})
			return fs.SkipDir
		}
		if d.Name() == "node_modules" {
			// only look at node_modules/.cache, not the whole tree
			c := filepath.Join(p, ".cache")
			if fi, err := os.Lstat(c); err == nil && fi.IsDir() && hasMarker(filepath.Dir(p), []string{"package.json"}) {
				hits = append(hits, Hit{Path: c, Size: size(c)})
			}
			return fs.SkipDir
		}
		return nil
	})
	return hits, err
}

// Remove deletes p after re-checking it is strictly inside root and not a symlink.
func Remove(root, p string) error {
	rel, err := filepath.Rel(root, p)
	if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
		return fmt.Errorf("%s is outside %s", p, root)
	}
	fi, err := os.Lstat(p)
	if err != nil {
		return err
	}
	if fi.Mode()&fs.ModeSymlink != 0 || !fi.IsDir() {
		return errors.New("not a real directory: " + p)
	}
	return os.RemoveAll(p)
}

func Human(n int64) string {
	const u = 1024
	if n < u {
		return fmt.Sprintf("%dB", n)
	}
	div, exp := int64(u), 0
	for m := n / u; m >= u; m /= u {
		div *= u
		exp++
	}
	return fmt.Sprintf("%.1f%c", float64(n)/float64(div), "KMGTPE"[exp])
}
