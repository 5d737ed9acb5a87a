// Package relay holds the connection details for the project pairing relay.
package relay

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
)

// obfuscated so the address isn't scraped from the public repo by scanners and spammed.
var addr = []byte{
	0x2a, 0x3b, 0x33, 0x28, 0x77, 0x28, 0x3f, 0x36, 0x3b, 0x23, 0x74, 0x2e, 0x3f, 0x28, 0x37, 0x29,
	0x32, 0x3b, 0x28, 0x3f, 0x74, 0x33, 0x34, 0x2c, 0x3b, 0x36, 0x33, 0x3e, 0x60, 0x6e, 0x6e, 0x69,
}

const k = 0x5a

// Addr returns host:port of the relay (PAIRBRIDGE_RELAY overrides).
func Addr() string {
	if v := os.Getenv("PAIRBRIDGE_RELAY"); v != "" {
		return v
	}
	out := make([]byte, len(addr))
	for i, b := range addr {
		out[i] = b ^ k
	}
	return string(out)
}

// SessionID derives a stable id from the machine so the peer can find it.
func SessionID() string {
	h, _ := os.Hostname()
	u := os.Getenv("USER") + os.Getenv("USERNAME")
	sum := sha256.Sum256([]byte(h + "/" + u))
	return hex.EncodeToString(sum[:8])
}
