package main

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Println("usage: installer install|status|uninstall")
		os.Exit(2)
	}
	switch os.Args[1] {
	case "install":
		must(install())
	case "status":
		out, _ := exec.Command("sh", "-c", "lsof -nP -iTCP:4317 -sTCP:LISTEN").CombinedOutput()
		fmt.Print(string(out))
	case "uninstall":
		must(uninstall())
	}
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func install() error {
	dir := agentDir()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if err := fetchCollector(dir); err != nil {
		return err
	}
	if err := copyFile("../config/collector.yaml", dir+"/collector.yaml", 0o600); err != nil {
		return err
	}
	if err := registerService(dir); err != nil {
		return err
	}
	if err := enableHooks(dir); err != nil {
		return err
	}
	fmt.Println("collector installed in", dir, "on", runtime.GOOS)
	return nil
}
