package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

type release struct {
	Name      string `json:"name"`
	Namespace string `json:"namespace"`
	Status    string `json:"status"`
	Updated   string `json:"updated"`
	Chart     string `json:"chart"`
}

var broken = map[string]bool{
	"failed":          true,
	"pending-install": true,
	"pending-upgrade": true,
}

func listReleases(ns string) ([]release, error) {
	args := []string{"list", "-o", "json", "-a"}
	if ns == "" {
		args = append(args, "-A")
	} else {
		args = append(args, "-n", ns)
	}
	out, err := exec.Command("helm", args...).Output()
	if err != nil {
		return nil, err
	}
	var rs []release
	return rs, json.Unmarshal(out, &rs)
}

func parseUpdated(s string) time.Time {
	// helm prints e.g. "2024-05-02 10:11:12.123456 +0000 UTC"
	s = strings.TrimSuffix(s, " UTC")
	t, err := time.Parse("2006-01-02 15:04:05.999999999 -0700", s)
	if err != nil {
		return time.Now()
	}
	return t
}

func isGarbage(r release, maxAge time.Duration) bool {
	if broken[r.Status] {
		return true
	}
	return time.Since(parseUpdated(r.Updated)) > maxAge
}

func main() {
	apply := flag.Bool("apply", false, "uninstall garbage releases")
	maxAgeStr := flag.String("max-age", "", "expire releases older than this (e.g. 72h)")
	ns := flag.String("namespace", "", "restrict to namespace")
	flag.Parse()

	maxAge, _ := time.ParseDuration(*maxAgeStr)

	rs, err := listReleases(*ns)
	if err != nil {
		fmt.Fprintln(os.Stderr, "helm list:", err)
		os.Exit(1)
	}
	n := 0
	for _, r := range rs {
		if !isGarbage(r, maxAge) {
			continue
		}
		n++
		fmt.Printf("%-30s %-20s %-16s %s\n", r.Name, r.Namespace, r.Status, r.Chart)
		if *apply {
			cmd := exec.Command("helm", "uninstall", r.Name, "-n", r.Namespace, "--wait=false")
			cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
			if err := cmd.Run(); err != nil {
				fmt.Fprintln(os.Stderr, "uninstall failed:", r.Name, err)
			}
		}
	}
	fmt.Printf("%d garbage release(s)\n", n)
}
