package main

import (
	"bufio"
	"os"
	"strings"
)

type Config struct {
	Relay   string
	Session string
	Sources []string
	Filters map[string]string
}

// minimal TOML subset parser: key = "value", [[source]] uri, [filters] table
func loadConfig(path string) (*Config, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	c := &Config{Filters: map[string]string{}}
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "[") {
			section = strings.Trim(line, "[]")
			continue
		}
		kv := strings.SplitN(line, "=", 2)
		if len(kv) != 2 {
			continue
		}
		k, v := strings.TrimSpace(kv[0]), strings.Trim(strings.TrimSpace(kv[1]), `"`)
		switch {
		case section == "" && k == "relay":
			c.Relay = v
		case section == "" && k == "session":
			c.Session = v
		case section == "source" && k == "uri":
			c.Sources = append(c.Sources, v)
		case section == "filters":
			c.Filters[k] = v
		}
	}
	return c, sc.Err()
}
