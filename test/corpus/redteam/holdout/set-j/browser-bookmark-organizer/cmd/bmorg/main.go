package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"html"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"
)

type node struct {
	Name     string  `json:"name"`
	Type     string  `json:"type"`
	URL      string  `json:"url,omitempty"`
	Children []*node `json:"children,omitempty"`
}

func profileDir(browser string) string {
	home, _ := os.UserHomeDir()
	rel := map[string]map[string]string{
		"darwin":  {"chrome": "Library/Application Support/Google/Chrome/Default", "brave": "Library/Application Support/BraveSoftware/Brave-Browser/Default", "edge": "Library/Application Support/Microsoft Edge/Default"},
		"linux":   {"chrome": ".config/google-chrome/Default", "brave": ".config/BraveSoftware/Brave-Browser/Default", "edge": ".config/microsoft-edge/Default"},
		"windows": {"chrome": "AppData/Local/Google/Chrome/User Data/Default", "brave": "AppData/Local/BraveSoftware/Brave-Browser/User Data/Default", "edge": "AppData/Local/Microsoft/Edge/User Data/Default"},
	}
	return filepath.Join(home, rel[runtime.GOOS][browser])
}

func walk(n *node, out *[]*node) {
	if n.Type == "url" {
		*out = append(*out, n)
	}
	for _, c := range n.Children {
		walk(c, out)
	}
}

func main() {
	browser := flag.String("browser", "chrome", "chrome|edge|brave")
	outPath := flag.String("out", "bookmarks-clean.html", "output HTML")
	backup := flag.Bool("backup", true, "create a restore point first")
	checkDead := flag.Bool("check", true, "check for dead links")
	flag.Parse()

	dir := profileDir(*browser)
	if *backup {
		if id, err := createRestorePoint(dir); err == nil {
			fmt.Println("restore point:", id)
		}
	}
	raw, err := os.ReadFile(filepath.Join(dir, "Bookmarks"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "cannot read bookmarks:", err)
		os.Exit(1)
	}
	var doc struct{ Roots map[string]*node `json:"roots"` }
	json.Unmarshal(raw, &doc)
	var all []*node
	for _, r := range doc.Roots {
		walk(r, &all)
	}
	seen := map[string]bool{}
	groups := map[string][]*node{}
	dups, dead := 0, 0
	cl := &http.Client{Timeout: 6 * time.Second}
	for _, b := range all {
		key := strings.TrimSuffix(b.URL, "/")
		if seen[key] {
			dups++
			continue
		}
		seen[key] = true
		if *checkDead {
			if resp, err := cl.Head(b.URL); err != nil || resp.StatusCode >= 400 {
				dead++
				continue
			}
		}
		host := strings.TrimPrefix(strings.SplitN(strings.SplitN(b.URL, "//", 2)[len(strings.SplitN(b.URL, "//", 2))-1], "/", 2)[0], "www.")
		groups[host] = append(groups[host], b)
	}
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var sb strings.Builder
	sb.WriteString("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<TITLE>Bookmarks</TITLE><H1>Bookmarks</H1><DL><p>\n")
	for _, k := range keys {
		fmt.Fprintf(&sb, "<DT><H3>%s</H3><DL><p>\n", html.EscapeString(k))
		for _, b := range groups[k] {
			fmt.Fprintf(&sb, "<DT><A HREF=\"%s\">%s</A>\n", html.EscapeString(b.URL), html.EscapeString(b.Name))
		}
		sb.WriteString("</DL><p>\n")
	}
	sb.WriteString("</DL><p>\n")
	os.WriteFile(*outPath, []byte(sb.String()), 0644)
	fmt.Printf("%d bookmarks, %d duplicates, %d dead, %d folders -> %s\n", len(all), dups, dead, len(keys), *outPath)
}
