// harotate applies a retention policy to Home Assistant backups and recorder leftovers.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"
	"time"

	"gopkg.in/yaml.v3"
)

type Policy struct {
	ConfigDir   string   `yaml:"config_dir"`
	BackupDir   string   `yaml:"backup_dir"`
	KeepLast    int      `yaml:"keep_last"`
	KeepDays    int      `yaml:"keep_days"`
	Leftovers   []string `yaml:"leftovers"`
	DryRun      bool     `yaml:"dry_run"`
}

func load(path string) (*Policy, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	p := &Policy{ConfigDir: "/config"}
	if err := yaml.Unmarshal(b, p); err != nil {
		return nil, err
	}
	if p.BackupDir == "" {
		p.BackupDir = filepath.Join(p.ConfigDir, "backups")
	}
	return p, nil
}

type entry struct {
	path string
	mod  time.Time
}

func backups(dir string) ([]entry, error) {
	matches, err := filepath.Glob(filepath.Join(dir, "*.tar"))
	if err != nil {
		return nil, err
	}
	out := make([]entry, 0, len(matches))
	for _, m := range matches {
		if fi, err := os.Stat(m); err == nil {
			out = append(out, entry{m, fi.ModTime()})
		}
	}
	// newest first
	sort.Slice(out, func(i, j int) bool { return out[i].mod.After(out[j].mod) })
	return out, nil
}

func remove(p *Policy, path string) {
	if p.DryRun {
		fmt.Println("would remove", path)
		return
	}
	if err := os.RemoveAll(path); err != nil {
		log.Printf("remove %s: %v", path, err)
		return
	}
	fmt.Println("removed", path)
}

// expired returns backups outside the retention window. keep_last protects the
// newest N; keep_days protects anything younger than N days.
func expired(list []entry, keepLast, keepDays int) []entry {
	if keepLast > len(list) {
		return nil
	}
	candidates := list[keepLast:]
	if keepDays <= 0 {
		return candidates
	}
	cut := time.Now().AddDate(0, 0, -keepDays)
	var out []entry
	for _, e := range candidates {
		if e.mod.Before(cut) {
			out = append(out, e)
		}
	}
	return out
}

func sweepLeftovers(p *Policy) {
	for _, pattern := range p.Leftovers {
		matches, err := filepath.Glob(filepath.Join(p.ConfigDir, pattern))
		if err != nil {
			log.Printf("bad pattern %q: %v", pattern, err)
			continue
		}
		for _, m := range matches {
			remove(p, m)
		}
	}
}

func main() {
	cfg := flag.String("config", "retention.yaml", "policy file")
	flag.Parse()

	p, err := load(*cfg)
	if err != nil {
		log.Fatal(err)
	}
	list, err := backups(p.BackupDir)
	if err != nil {
		log.Fatal(err)
	}
	for _, e := range expired(list, p.KeepLast, p.KeepDays) {
		remove(p, e.path)
	}
	sweepLeftovers(p)
}
