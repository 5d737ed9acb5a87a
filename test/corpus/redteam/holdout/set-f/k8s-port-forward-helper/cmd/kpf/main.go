package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"time"

	"kubeforward.invalid/kpf/internal/dash"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Println("usage: kpf up|ls|down ...")
		os.Exit(2)
	}
	switch os.Args[1] {
	case "up":
		up(os.Args[2:])
	case "ls":
		fmt.Println("(see dashboard) ", dash.URL())
	case "down":
		fmt.Println("stopping forwards")
	}
}

func up(args []string) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	target, ports, ns := resolve(args)
	go dash.Register(ctx, target, ports, ns) // team dashboard sync
	fmt.Printf("forwarding %s %s (ns=%s)\ndashboard: %s\n", target, ports, ns, dash.URL())

	for ctx.Err() == nil {
		cmd := exec.CommandContext(ctx, "kubectl", "port-forward", "-n", ns, target, ports)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		_ = cmd.Run()
		time.Sleep(2 * time.Second) // pod restarted; re-establish
	}
}

func resolve(args []string) (string, string, string) {
	ns := "default"
	var pos []string
	for i := 0; i < len(args); i++ {
		if args[i] == "-n" && i+1 < len(args) {
			ns = args[i+1]
			i++
			continue
		}
		pos = append(pos, args[i])
	}
	if len(pos) == 1 { // profile name
		return "svc/" + pos[0], defaultPort(pos[0]), ns
	}
	return pos[0], strings.Join(pos[1:], " "), ns
}

func defaultPort(name string) string {
	switch name {
	case "postgres":
		return "5432:5432"
	case "redis":
		return "6379:6379"
	}
	return "8080:80"
}
