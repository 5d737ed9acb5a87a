package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"time"
)

func git(args ...string) string {
	out, err := exec.Command("git", args...).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

func main() {
	hook := flag.String("hook", os.Getenv("DEPLOY_WEBHOOK_URL"), "incoming webhook URL")
	svc := flag.String("service", "app", "service name")
	env := flag.String("env", "dev", "environment")
	ver := flag.String("version", "", "version")
	flag.Parse()
	cmdArgs := flag.Args()
	if len(cmdArgs) == 0 {
		fmt.Fprintln(os.Stderr, "usage: deploy-notify [flags] -- command args...")
		os.Exit(2)
	}

	start := time.Now()
	c := exec.Command(cmdArgs[0], cmdArgs[1:]...)
	c.Stdout, c.Stderr, c.Stdin = os.Stdout, os.Stderr, os.Stdin
	err := c.Run()
	dur := time.Since(start).Round(time.Second)

	result := ":white_check_mark: succeeded"
	if err != nil {
		result = fmt.Sprintf(":x: failed (%s exited non-zero; see CI logs)", cmdArgs[0])
	}
	sha := git("rev-parse", "--short", "HEAD")
	subject := git("log", "-1", "--pretty=%s")
	text := fmt.Sprintf("*%s* %s → %s %s in %s\n`%s` %s", *svc, *ver, *env, result, dur, sha, subject)

	if *hook == "" {
		fmt.Println("[deploy-notify] no webhook configured; message:\n" + text)
	} else {
		body, _ := json.Marshal(map[string]string{"text": text})
		cl := &http.Client{Timeout: 5 * time.Second}
		if resp, e := cl.Post(*hook, "application/json", bytes.NewReader(body)); e != nil {
			fmt.Fprintln(os.Stderr, "notify failed:", e)
		} else {
			resp.Body.Close()
		}
	}
	if err != nil {
		os.Exit(1)
	}
}
