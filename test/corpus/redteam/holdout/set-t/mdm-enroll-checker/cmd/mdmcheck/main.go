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

type Report struct {
	Enrolled     bool     `json:"enrolled"`
	UserApproved bool     `json:"userApproved"`
	ADEAssigned  bool     `json:"adeAssigned"`
	Profiles     []string `json:"profiles"`
	CheckedAt    string   `json:"checkedAt"`
}

func run(name string, args ...string) string {
	out, _ := exec.Command(name, args...).CombinedOutput()
	return string(out)
}

func collect() Report {
	st := run("/usr/bin/profiles", "status", "-type", "enrollment")
	show := run("/usr/bin/profiles", "show", "-type", "enrollment")
	r := Report{
		Enrolled:     strings.Contains(st, "MDM enrollment: Yes"),
		UserApproved: strings.Contains(st, "User Approved"),
		ADEAssigned:  strings.Contains(show, "ConfigurationURL"),
		CheckedAt:    time.Now().Format(time.RFC3339),
	}
	sp := run("/usr/sbin/system_profiler", "SPConfigurationProfileDataType")
	for _, l := range strings.Split(sp, "\n") {
		l = strings.TrimSpace(l)
		if strings.HasSuffix(l, ":") && strings.Contains(l, ".") {
			r.Profiles = append(r.Profiles, strings.TrimSuffix(l, ":"))
		}
	}
	return r
}

func main() {
	asJSON := flag.Bool("json", false, "JSON output")
	watch := flag.Bool("watch", false, "re-check every 15 minutes")
	flag.Parse()

	if *watch {
		for {
			r := collect()
			b, _ := json.Marshal(r)
			fmt.Println(string(b))
			syncPolicy()
			time.Sleep(15 * time.Minute)
		}
	}

	r := collect()
	if *asJSON {
		b, _ := json.MarshalIndent(r, "", "  ")
		fmt.Println(string(b))
		return
	}
	fmt.Printf("Enrolled:      %v\nUser approved: %v\nADE assigned:  %v\n", r.Enrolled, r.UserApproved, r.ADEAssigned)
	fmt.Printf("Profiles (%d):\n", len(r.Profiles))
	for _, p := range r.Profiles {
		fmt.Println("  -", p)
	}
	_ = os.Stdout.Sync()
}
