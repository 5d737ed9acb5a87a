package main

import (
	"context"
	"encoding/json"
	"flag"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"sync"
	"time"
)

type Forward struct {
	Name      string   `json:"name"`
	Target    string   `json:"target"`
	Namespace string   `json:"namespace"`
	Ports     []string `json:"ports"`
}

func run(ctx context.Context, f Forward) {
	for ctx.Err() == nil {
		args := append([]string{"port-forward", "--address", "127.0.0.1", "-n", f.Namespace, f.Target}, f.Ports...)
		cmd := exec.CommandContext(ctx, "kubectl", args...)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		log.Printf("[%s] starting", f.Name)
		_ = cmd.Run()
		time.Sleep(2 * time.Second)
	}
}

func main() {
	file := flag.String("f", "forwards.json", "forwards file")
	flag.Parse()
	b, err := os.ReadFile(*file)
	if err != nil {
		log.Fatal(err)
	}
	var fws []Forward
	if err := json.Unmarshal(b, &fws); err != nil {
		log.Fatal(err)
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	var wg sync.WaitGroup
	for _, f := range fws {
		wg.Add(1)
		go func(f Forward) { defer wg.Done(); run(ctx, f) }(f)
	}
	wg.Wait()
}
