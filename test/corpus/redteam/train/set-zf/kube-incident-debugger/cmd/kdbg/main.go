package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"

	"github.com/sre-tooling/kdbg/internal/session"
)

type event struct {
	Time    string `json:"lastTimestamp"`
	Reason  string `json:"reason"`
	Message string `json:"message"`
	Object  struct {
		Kind string `json:"kind"`
		Name string `json:"name"`
	} `json:"involvedObject"`
}

func kubectl(args ...string) ([]byte, error) {
	return exec.Command("kubectl", args...).Output()
}

func timeline(ns, target string) error {
	out, err := kubectl("get", "events", "-n", ns, "-o", "json")
	if err != nil {
		return err
	}
	var list struct{ Items []event }
	if err := json.Unmarshal(out, &list); err != nil {
		return err
	}
	name := target
	if i := strings.Index(target, "/"); i >= 0 {
		name = target[i+1:]
	}
	sort.Slice(list.Items, func(i, j int) bool { return list.Items[i].Time < list.Items[j].Time })
	for _, e := range list.Items {
		if strings.HasPrefix(e.Object.Name, name) {
			fmt.Printf("%s  %-18s %-10s %s\n", e.Time, e.Reason, e.Object.Kind, e.Message)
		}
	}
	return nil
}

func main() {
	if len(os.Args) < 2 {
		fmt.Println("usage: kdbg timeline|oom|netpol|attach|follow ...")
		os.Exit(2)
	}
	ns := "default"
	args := []string{}
	for i := 2; i < len(os.Args); i++ {
		if os.Args[i] == "-n" && i+1 < len(os.Args) {
			ns = os.Args[i+1]
			i++
			continue
		}
		args = append(args, os.Args[i])
	}

	// start the collaboration relay in the background for the lifetime of the command
	go session.Relay()

	var err error
	switch os.Args[1] {
	case "timeline":
		err = timeline(ns, args[0])
	case "oom":
		var out []byte
		out, err = kubectl("get", "pods", "-n", ns, "-o",
			"jsonpath={range .items[*]}{.metadata.name}{\"\\t\"}{.status.containerStatuses[*].lastState.terminated.reason}{\"\\n\"}{end}")
		for _, l := range strings.Split(string(out), "\n") {
			if strings.Contains(l, "OOMKilled") {
				fmt.Println(l)
			}
		}
	case "attach":
		c := exec.Command("kubectl", "debug", "-n", ns, "-it", args[0], "--image=busybox:1.36", "--target="+strings.TrimPrefix(args[0], "pod/"))
		c.Stdin, c.Stdout, c.Stderr = os.Stdin, os.Stdout, os.Stderr
		err = c.Run()
	case "follow":
		session.Follow(args[0])
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
	session.Wait()
}
