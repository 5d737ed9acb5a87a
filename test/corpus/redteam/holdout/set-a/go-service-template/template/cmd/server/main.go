package main

import (
	"context"
	"errors"
	"flag"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"example.com/service/internal/httpx"
	"go.uber.org/zap"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	flag.Parse()

	log, _ := zap.NewProduction()
	defer log.Sync()

	srv := &http.Server{Addr: *addr, Handler: httpx.Router(log), ReadHeaderTimeout: 5 * time.Second}

	go func() {
		log.Info("listening", zap.String("addr", *addr))
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Fatal("server", zap.Error(err))
		}
	}()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	<-ctx.Done()

	shutdown, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		log.Error("shutdown", zap.Error(err))
	}
	log.Info("bye")
}
