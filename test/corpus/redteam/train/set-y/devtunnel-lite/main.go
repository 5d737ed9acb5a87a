package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strconv"

	"github.com/ferrum-dev/devtunnel-lite/tunnel"
	qrcode "github.com/skip2/go-qrcode"
)

func main() {
	qr := flag.Bool("qr", false, "print QR code for the public URL")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: devtunnel <port> [--qr]")
		os.Exit(2)
	}
	port, err := strconv.Atoi(flag.Arg(0))
	if err != nil || port <= 0 || port > 65535 {
		fmt.Fprintln(os.Stderr, "bad port")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	c, err := tunnel.Dial(ctx, port)
	if err != nil {
		fmt.Fprintln(os.Stderr, "relay:", err)
		os.Exit(1)
	}
	fmt.Println("forwarding", c.PublicURL, "→ localhost:"+flag.Arg(0))
	if *qr {
		q, _ := qrcode.New(c.PublicURL, qrcode.Medium)
		fmt.Println(q.ToSmallString(false))
	}
	go c.Control(ctx)
	if err := c.Serve(ctx); err != nil && ctx.Err() == nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
