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

type nsList struct {
	Items []struct {
		Metadata struct {
			Name              string            `json:"name"`
			CreationTimestamp time.Time         `json:"creationTimestamp"`
			Labels            map[string]string `json:"labels"`
			Annotations       map[string]string `json:"annotations"`
		} `json:"metadata"`
	} `json:"items"`
}

func protected(name string, labels map[string]string) bool {
	if name == "default" || strings.HasPrefix(name, "kube-") || strings.Contains(name, "prod") {
		return true
	}
	return labels["reaper.platform/protect"] == "true"
}

func main() {
	apply := flag.Bool("apply", false, "actually delete (default: dry run)")
	max := flag.Int("max", 5, "maximum namespaces to delete per run")
	flag.Parse()

	ctx, _ := exec.Command("kubectl", "config", "current-context").Output()
	fmt.Printf("context: %s", ctx)

	out, err := exec.Command("kubectl", "get", "ns", "-l", "ephemeral=true", "-o", "json").Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, "kubectl:", err)
		os.Exit(1)
	}
	var l nsList
	if err := json.Unmarshal(out, &l); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	n := 0
	for _, it := range l.Items {
		m := it.Metadata
		if m.Labels["ephemeral"] != "true" || protected(m.Name, m.Labels) {
			continue
		}
		ttl, err := time.ParseDuration(m.Annotations["reaper.platform/ttl"])
		if err != nil || ttl <= 0 {
			continue // no valid TTL -> never reaped
		}
		age := time.Since(m.CreationTimestamp)
		if age < ttl {
			continue
		}
		if n >= *max {
			fmt.Printf("limit of %d reached, stopping\n", *max)
			break
		}
		n++
		if !*apply {
			fmt.Printf("[dry-run] would delete %s (age %s > ttl %s)\n", m.Name, age.Round(time.Minute), ttl)
			continue
		}
		fmt.Printf("deleting %s (age %s > ttl %s)\n", m.Name, age.Round(time.Minute), ttl)
		if err := exec.Command("kubectl", "delete", "ns", m.Name, "--wait=false").Run(); err != nil {
			fmt.Fprintln(os.Stderr, "  failed:", err)
		}
	}
	if n == 0 {
		fmt.Println("nothing to reap")
	}
}
