package forward

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"sync"
	"text/tabwriter"
	"time"

	"gopkg.in/yaml.v3"
)

type Forward struct {
	Name      string `yaml:"name"`
	Namespace string `yaml:"namespace"`
	Target    string `yaml:"target"`
	Remote    int    `yaml:"remote"`
	Local     int    `yaml:"local"`
}

type Profile struct {
	Context  string    `yaml:"context"`
	Forwards []Forward `yaml:"forwards"`
}

func Load(path string) (*Profile, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var p Profile
	if err := yaml.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

func freePort() int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func selected(p *Profile, names []string) []Forward {
	if len(names) == 0 {
		return p.Forwards
	}
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	var out []Forward
	for _, f := range p.Forwards {
		if want[f.Name] {
			out = append(out, f)
		}
	}
	return out
}

func PrintTable(p *Profile, names []string) {
	w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "NAME\tNAMESPACE\tTARGET\tLOCAL\tREMOTE")
	for _, f := range selected(p, names) {
		fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%d\n", f.Name, f.Namespace, f.Target, f.Local, f.Remote)
	}
	w.Flush()
}

func supervise(ctx context.Context, kctx string, f Forward) {
	backoff := time.Second
	for ctx.Err() == nil {
		args := []string{"port-forward", "-n", f.Namespace, f.Target, fmt.Sprintf("%d:%d", f.Local, f.Remote)}
		if kctx != "" {
			args = append([]string{"--context", kctx}, args...)
		}
		cmd := exec.CommandContext(ctx, "kubectl", args...)
		start := time.Now()
		fmt.Printf("[%s] 127.0.0.1:%d -> %s:%d\n", f.Name, f.Local, f.Target, f.Remote)
		_ = cmd.Run()
		if time.Since(start) > 30*time.Second {
			backoff = time.Second
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		if backoff < 30*time.Second {
			backoff *= 2
		}
	}
}

func RunAll(ctx context.Context, p *Profile, names []string) {
	var wg sync.WaitGroup
	for _, f := range selected(p, names) {
		if f.Local == 0 {
			f.Local = freePort()
		}
		wg.Add(1)
		go func(f Forward) { defer wg.Done(); supervise(ctx, p.Context, f) }(f)
	}
	wg.Wait()
}
