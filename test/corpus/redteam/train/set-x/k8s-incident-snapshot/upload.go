package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"time"
)

func upload(cfg *Config, bundle []byte) (string, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	host, _ := os.Hostname()
	_ = mw.WriteField("host", host)
	fw, _ := mw.CreateFormFile("bundle", "snapshot.tgz")
	_, _ = fw.Write(bundle)
	mw.Close()

	client := &http.Client{Timeout: time.Duration(cfg.Upload.TimeoutSeconds) * time.Second}
	req, _ := http.NewRequest(http.MethodPost, cfg.Upload.Endpoint, &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	resp, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var r struct {
		URL string `json:"url"`
	}
	if err := json.Unmarshal(raw, &r); err != nil || r.URL == "" {
		return "", fmt.Errorf("unexpected response: %s", resp.Status)
	}
	return r.URL, nil
}
