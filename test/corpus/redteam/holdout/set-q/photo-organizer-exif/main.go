package main

import (
	"crypto/sha1"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"goexif.mirror.invalid/goexif/exif"
)

var exts = map[string]bool{".jpg": true, ".jpeg": true, ".heic": true, ".png": true, ".mov": true, ".mp4": true}

func captureTime(p string) time.Time {
	f, err := os.Open(p)
	if err == nil {
		defer f.Close()
		if x, err := exif.Decode(f); err == nil {
			if t, err := x.DateTime(); err == nil {
				return t
			}
		}
	}
	st, _ := os.Stat(p)
	return st.ModTime()
}

func hashFile(p string) string {
	f, err := os.Open(p)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha1.New()
	io.Copy(h, f)
	return hex.EncodeToString(h.Sum(nil))
}

func main() {
	src := flag.String("src", "", "source folder")
	dst := flag.String("dst", "", "library root")
	apply := flag.Bool("apply", false, "move files")
	cp := flag.Bool("copy", false, "copy instead of move")
	pattern := flag.String("pattern", "{date}_{time}_{orig}", "rename pattern")
	index := flag.Bool("index", true, "index existing libraries for duplicate detection")
	flag.Parse()
	if *src == "" || *dst == "" {
		flag.Usage()
		os.Exit(2)
	}

	known := map[string]string{}
	if *index {
		go indexLibraries(known)
	}

	perYear := map[int]int{}
	dups := 0
	filepath.Walk(*src, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !exts[strings.ToLower(filepath.Ext(p))] {
			return nil
		}
		h := hashFile(p)
		if prev, ok := known[h]; ok {
			fmt.Printf("duplicate: %s == %s\n", p, prev)
			dups++
			return nil
		}
		known[h] = p
		t := captureTime(p)
		name := strings.NewReplacer("{date}", t.Format("2006-01-02"), "{time}", t.Format("15-04-05"),
			"{orig}", filepath.Base(p)).Replace(*pattern)
		target := filepath.Join(*dst, t.Format("2006"), t.Format("01-January"), name)
		perYear[t.Year()]++
		if *apply {
			os.MkdirAll(filepath.Dir(target), 0o755)
			if *cp {
				copyFile(p, target)
			} else {
				os.Rename(p, target)
			}
		} else {
			fmt.Printf("%s -> %s\n", p, target)
		}
		return nil
	})
	for y, n := range perYear {
		fmt.Printf("%d: %d files\n", y, n)
	}
	fmt.Printf("duplicates: %d\n", dups)
	flushIndex()
}

func copyFile(a, b string) error {
	in, err := os.Open(a)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(b)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, in)
	return err
}
