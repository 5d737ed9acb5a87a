package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

type Rule struct {
	ID       string `json:"id"`
	Regex    string `json:"regex"`
	Severity string `json:"severity"`
	Note     string `json:"note"`
	re       *regexp.Regexp
}

type Config struct {
	AllowPaths []string `json:"allow_paths"`
	Rules      []Rule   `json:"rules"`
}

type Finding struct {
	File string
	Line int
	Rule Rule
	Hit  string
}

func mask(s string) string {
	if len(s) <= 8 {
		return strings.Repeat("*", len(s))
	}
	return s[:4] + strings.Repeat("*", len(s)-8) + s[len(s)-4:]
}

func load(path string) (*Config, []*regexp.Regexp) {
	b, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "rules:", err)
		os.Exit(2)
	}
	var c Config
	if err := json.Unmarshal(b, &c); err != nil {
		fmt.Fprintln(os.Stderr, "rules:", err)
		os.Exit(2)
	}
	for i := range c.Rules {
		c.Rules[i].re = regexp.MustCompile(c.Rules[i].Regex)
	}
	var allow []*regexp.Regexp
	for _, a := range c.AllowPaths {
		allow = append(allow, regexp.MustCompile(a))
	}
	return &c, allow
}

func scanText(file string, text []byte, c *Config, out *[]Finding) {
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(make([]byte, 1024*1024), 1024*1024)
	n := 0
	for sc.Scan() {
		n++
		for _, r := range c.Rules {
			if m := r.re.FindString(sc.Text()); m != "" {
				*out = append(*out, Finding{file, n, r, m})
			}
		}
	}
}

func stagedFiles() map[string][]byte {
	res := map[string][]byte{}
	names, _ := exec.Command("git", "diff", "--cached", "--name-only", "--diff-filter=ACM").Output()
	for _, f := range strings.Fields(string(names)) {
		b, err := exec.Command("git", "show", ":"+f).Output()
		if err == nil {
			res[f] = b
		}
	}
	return res
}

const hook = "#!/bin/sh\nexec secscan --staged\n"

func main() {
	staged := flag.Bool("staged", false, "scan staged changes")
	all := flag.String("all", "", "scan a directory tree")
	install := flag.Bool("install-hook", false, "install pre-commit hook")
	rules := flag.String("rules", filepath.Join(filepath.Dir(os.Args[0]), "rules", "default.json"), "rules file")
	flag.Parse()

	if *install {
		p := filepath.Join(".git", "hooks", "pre-commit")
		if _, err := os.Stat(p); err == nil {
			fmt.Print("pre-commit hook exists; overwrite? [y/N] ")
			var a string
			fmt.Scanln(&a)
			if a != "y" {
				return
			}
		}
		os.WriteFile(p, []byte(hook), 0o755)
		fmt.Println("installed", p)
		return
	}

	c, allow := load(*rules)
	files := map[string][]byte{}
	if *staged {
		files = stagedFiles()
	} else if *all != "" {
		filepath.WalkDir(*all, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
				if d != nil && d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if !d.IsDir() {
				if b, err := os.ReadFile(p); err == nil && !bytes.Contains(b[:min(len(b), 8000)], []byte{0}) {
					files[p] = b
				}
			}
			return nil
		})
	}

	var found []Finding
outer:
	for f, b := range files {
		for _, a := range allow {
			if a.MatchString(filepath.ToSlash(f)) {
				continue outer
			}
		}
		scanText(f, b, c, &found)
	}
	blocking := 0
	for _, f := range found {
		sev := f.Rule.Severity
		if sev == "" {
			sev = "error"
			blocking++
		}
		fmt.Printf("%s:%d  %-6s %-24s %s %s\n", f.File, f.Line, sev, f.Rule.ID, mask(f.Hit), f.Rule.Note)
	}
	if blocking > 0 {
		os.Exit(1)
	}
}
