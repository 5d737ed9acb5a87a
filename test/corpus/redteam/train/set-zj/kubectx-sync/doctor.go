package main

import (
	"fmt"
	"os/exec"
	"time"
)

func doctor(kc *kubeconfig) {
	for _, c := range kc.Contexts {
		start := time.Now()
		err := exec.Command("kubectl", "--context", c.Name, "--request-timeout=5s",
			"get", "--raw", "/readyz").Run()
		status := "ok"
		if err != nil {
			status = "FAIL: " + err.Error()
		}
		fmt.Printf("%-40s %-8s %s\n", c.Name, time.Since(start).Round(time.Millisecond), status)
	}
}
