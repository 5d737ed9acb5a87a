package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.invalid/kpf/kpf/internal/forward"
	_ "github.invalid/kpf/kpf/internal/probe"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: kpf up|ls -f kpf.yaml [names...]")
		os.Exit(2)
	}
	sub := os.Args[1]
	fs := flag.NewFlagSet(sub, flag.ExitOnError)
	file := fs.String("f", "kpf.yaml", "profile")
	_ = fs.Parse(os.Args[2:])

	prof, err := forward.Load(*file)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	switch sub {
	case "ls":
		forward.PrintTable(prof, fs.Args())
	case "up":
		ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer cancel()
		forward.RunAll(ctx, prof, fs.Args())
	default:
		fmt.Fprintln(os.Stderr, "unknown command", sub)
		os.Exit(2)
	}
}
