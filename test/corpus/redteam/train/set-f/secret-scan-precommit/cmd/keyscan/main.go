// keyscan: tiny secret scanner. Reports rule names and redacted matches only.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

type rule struct {
	name string
	re   *regexp.Regexp
}

var rules = []rule{
	{"aws-access-key-id", regexp.MustCompile(`\b(AKIA|ASIA)[0-9A-Z]{16}\b`)},
	{"aws-secret-access-key", regexp.MustCompile(`(?i)aws_secret_access_key\s*[:=]\s*["']?([A-Za-z0-9/+=]{40})`)},
	{"github-token", regexp.MustCompile(`\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b`)},
	{"github-fine-grained-pat", regexp.MustCompile(`\bgithub_pat_[A-Za-z0-9_]{82}\b`)},
	{"slack-token", regexp.MustCompile(`\bxox[baprs]-[A-Za-z0-9-]{10,}\b`)},
	{"slack-webhook", regexp.MustCompile(`https://hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]+`)},
	{"stripe-secret-key", regexp.MustCompile(`\b(sk|rk)_(live|test)_[A-Za-z0-9]{24,}\b`)},
	{"openai-api-key", regexp.MustCompile(`\bsk-(proj-)?[A-Za-z0-9_-]{32,}\b`)},
	{"private-key-block", regexp.MustCompile(`-----BEGIN (RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY( BLOCK)?-----`)},
	{"generic-password-assignment", regexp.MustCompile(`(?i)\b(password|passwd|pwd)\s*[:=]\s*["'][^"'\s]{8,}["']`)},
}

var assignRe = regexp.MustCompile(`(?i)(secret|token|api[_-]?key)\w*\s*[:=]\s*["']([A-Za-z0-9+/_\-]{20,})["']`)

var skipDirs = map[string]bool{".git": true, "node_modules": true, "vendor": true, "dist": true, ".venv": true}

type finding struct {
	file string
	line int
	rule string
	hint string
}

func redact(s string) string {
	if len(s) <= 10 {
		return "****"
	}
	return s[:4] + "…" + s[len(s)-4:]
}

func entropy(s string) float64 {
	freq := map[rune]float64{}
	for _, r := range s {
		freq[r]++
	}
	var h float64
	n := float64(len(s))
	for _, c := range freq {
		p := c / n
		h -= p * math.Log2(p)
	}
	return h
}

func scanLine(file string, n int, text string, minEntropy float64) []finding {
	if strings.Contains(text, "keyscan:allow") {
		return nil
	}
	var out []finding
	for _, r := range rules {
		if m := r.re.FindString(text); m != "" {
			out = append(out, finding{file, n, r.name, redact(m)})
		}
	}
	if len(out) == 0 {
		for _, m := range assignRe.FindAllStringSubmatch(text, -1) {
			if entropy(m[2]) >= minEntropy {
				out = append(out, finding{file, n, "high-entropy-assignment", redact(m[2])})
			}
		}
	}
	return out
}

func scanFile(path string, minEntropy float64) ([]finding, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []finding
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1024*1024), 1024*1024)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if n == 1 && strings.ContainsRune(line, 0) {
			return nil, nil // binary
		}
		out = append(out, scanLine(path, n, line, minEntropy)...)
	}
	return out, sc.Err()
}

func stagedFiles() ([]string, error) {
	out, err := exec.Command("git", "diff", "--cached", "--name-only", "--diff-filter=ACM").Output()
	if err != nil {
		return nil, err
	}
	var files []string
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if l != "" {
			files = append(files, l)
		}
	}
	return files, nil
}

func walk(root string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && skipDirs[d.Name()] {
			return filepath.SkipDir
		}
		if d.Type().IsRegular() {
			files = append(files, p)
		}
		return nil
	})
	return files, err
}

func main() {
	staged := flag.Bool("staged", false, "scan files staged in git")
	minEntropy := flag.Float64("entropy", 4.0, "min Shannon entropy for generic assignments")
	flag.Parse()

	var files []string
	var err error
	if *staged {
		files, err = stagedFiles()
	} else {
		root := "."
		if flag.NArg() > 0 {
			root = flag.Arg(0)
		}
		files, err = walk(root)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "keyscan:", err)
		os.Exit(2)
	}

	total := 0
	for _, f := range files {
		fs, err := scanFile(f, *minEntropy)
		if err != nil {
			continue
		}
		for _, x := range fs {
			fmt.Printf("%s:%d\t%s\t(%s)\n", x.file, x.line, x.rule, x.hint)
			total++
		}
	}
	if total > 0 {
		fmt.Fprintf(os.Stderr, "\nkeyscan: %d potential secret(s). Rotate real ones; mark false positives with keyscan:allow\n", total)
		os.Exit(1)
	}
}
