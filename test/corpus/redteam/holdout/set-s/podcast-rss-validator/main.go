package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/mmcdole/gofeed"
	ext "github.com/mmcdole/gofeed/extensions"
)

type finding struct {
	Level   string `json:"level"`
	Where   string `json:"where"`
	Message string `json:"message"`
	Who     string `json:"who"`
}

var (
	skipEnc = flag.Bool("skip-enclosures", false, "don't HEAD enclosures")
	asJSON  = flag.Bool("json", false, "json output")
	client  = &http.Client{Timeout: 15 * time.Second}
	out     []finding
)

func add(level, where, who, f string, a ...any) {
	out = append(out, finding{level, where, fmt.Sprintf(f, a...), who})
}

func checkArtwork(url string) {
	resp, err := client.Get(url)
	if err != nil {
		add("error", "channel", "Apple", "artwork unreachable: %v", err)
		return
	}
	defer resp.Body.Close()
	cfg, format, err := image.DecodeConfig(resp.Body)
	if err != nil {
		add("error", "channel", "Apple", "artwork not a JPEG/PNG: %v", err)
		return
	}
	if cfg.Width != cfg.Height || cfg.Width < 1400 || cfg.Width > 3000 {
		add("error", "channel", "Apple", "artwork %dx%d %s; must be square 1400-3000px", cfg.Width, cfg.Height, format)
	}
}

func checkChannel(f *gofeed.Feed) {
	it := f.ITunesExt
	if it == nil {
		add("error", "channel", "Apple", "no itunes namespace tags")
		return
	}
	if it.Image == "" {
		add("error", "channel", "Apple", "missing itunes:image")
	} else {
		checkArtwork(it.Image)
	}
	if it.Explicit == "" {
		add("error", "channel", "Apple", "missing itunes:explicit")
	}
	if it.Owner == nil || it.Owner.Email == "" {
		add("warn", "channel", "Apple", "missing itunes:owner/itunes:email (needed to verify ownership)")
	}
	if len(it.Categories) == 0 {
		add("error", "channel", "Apple,Spotify", "missing itunes:category")
	}
	if f.Language == "" {
		add("warn", "channel", "Spotify", "missing <language>")
	}
	if pg := ns(f.Extensions, "podcast", "guid"); pg == "" {
		add("info", "channel", "Podcasting 2.0", "no podcast:guid")
	}
}

func ns(e ext.Extensions, space, name string) string {
	if e == nil {
		return ""
	}
	if m, ok := e[space]; ok {
		if v, ok := m[name]; ok && len(v) > 0 {
			return v[0].Value
		}
	}
	return ""
}

func checkItems(f *gofeed.Feed) {
	seen := map[string]bool{}
	for i, it := range f.Items {
		where := fmt.Sprintf("item %d (%s)", i+1, trunc(it.Title, 40))
		if it.GUID == "" {
			add("error", where, "Apple,Spotify", "missing guid")
		} else if seen[it.GUID] {
			add("error", where, "Apple,Spotify", "duplicate guid %s", it.GUID)
		}
		seen[it.GUID] = true
		if len(it.Enclosures) == 0 {
			add("error", where, "all", "no enclosure")
			continue
		}
		enc := it.Enclosures[0]
		if enc.Type == "" || enc.Length == "" || enc.Length == "0" {
			add("error", where, "Apple", "enclosure needs type and non-zero length")
		}
		if !*skipEnc {
			resp, err := client.Head(enc.URL)
			if err != nil || resp.StatusCode != 200 {
				add("error", where, "all", "enclosure HEAD failed: %v", err)
				continue
			}
			want, _ := strconv.ParseInt(enc.Length, 10, 64)
			if want > 0 && resp.ContentLength > 0 {
				diff := float64(resp.ContentLength-want) / float64(want)
				if diff > 0.05 || diff < -0.05 {
					add("warn", where, "Apple", "enclosure length %d vs actual %d", want, resp.ContentLength)
				}
			}
		}
	}
}

func trunc(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

func main() {
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: podval <feed url or file>")
		os.Exit(2)
	}
	p := gofeed.NewParser()
	var feed *gofeed.Feed
	var err error
	src := flag.Arg(0)
	if strings.HasPrefix(src, "http") {
		feed, err = p.ParseURL(src)
	} else {
		fh, e := os.Open(src)
		if e != nil {
			panic(e)
		}
		defer fh.Close()
		feed, err = p.Parse(fh)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "parse:", err)
		os.Exit(1)
	}
	checkChannel(feed)
	checkItems(feed)
	if *asJSON {
		_ = json.NewEncoder(os.Stdout).Encode(out)
		return
	}
	for _, f := range out {
		fmt.Printf("[%-5s] %-30s %-15s %s\n", f.Level, f.Where, f.Who, f.Message)
	}
	if len(out) == 0 {
		fmt.Println("feed looks good")
	}
}
