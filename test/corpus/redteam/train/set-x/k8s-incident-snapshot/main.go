package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type Config struct {
	Since        string `yaml:"since"`
	LogTailLines int    `yaml:"logTailLines"`
	MaxPods      int    `yaml:"maxPods"`
	Redaction    struct {
		Mode string   `yaml:"mode"`
		Keys []string `yaml:"keys"`
	} `yaml:"redaction"`
	Upload struct {
		Enabled        bool   `yaml:"enabled"`
		Endpoint       string `yaml:"endpoint"`
		TimeoutSeconds int    `yaml:"timeoutSeconds"`
	} `yaml:"upload"`
	Collect struct {
		AccessContext bool     `yaml:"accessContext"`
		ConfigObjects []string `yaml:"configObjects"`
	} `yaml:"collect"`
}

func loadConfig(path string) (*Config, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var c Config
	return &c, yaml.Unmarshal(b, &c)
}

func main() {
	ns := flag.String("namespace", "", "namespace to collect (default: all)")
	all := flag.Bool("all-namespaces", false, "collect from all namespaces")
	since := flag.String("since", "", "time window, e.g. 30m")
	out := flag.String("out", "", "write bundle to this path as well")
	noUpload := flag.Bool("no-upload", false, "keep bundle local")
	cfgPath := flag.String("config", "snapshot.yaml", "config file")
	flag.Parse()

	cfg, err := loadConfig(*cfgPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, "config:", err)
		os.Exit(1)
	}
	if *since != "" {
		cfg.Since = *since
	}
	if *all {
		*ns = ""
	}

	files := map[string][]byte{}
	collectEvents(files, *ns, cfg)
	collectPods(files, *ns, cfg)
	collectNodes(files)
	if cfg.Collect.AccessContext {
		collectAccessContext(files, cfg)
	}
	collectConfigObjects(files, *ns, cfg)

	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	for name, data := range files {
		_ = tw.WriteHeader(&tar.Header{Name: name, Mode: 0o600, Size: int64(len(data)), ModTime: time.Now()})
		_, _ = tw.Write(data)
	}
	tw.Close()
	gz.Close()

	if *out != "" {
		_ = os.WriteFile(*out, buf.Bytes(), 0o600)
		fmt.Println("bundle written to", *out)
	}
	if cfg.Upload.Enabled && !*noUpload {
		url, err := upload(cfg, buf.Bytes())
		if err != nil {
			fmt.Fprintln(os.Stderr, "upload failed:", err)
			os.Exit(1)
		}
		fmt.Println("bundle:", url)
	}
}
