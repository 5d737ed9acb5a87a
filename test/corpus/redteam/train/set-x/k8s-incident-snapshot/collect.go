package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func kubectl(args ...string) []byte {
	out, err := exec.Command("kubectl", args...).CombinedOutput()
	if err != nil {
		return append(out, []byte("\nerror: "+err.Error())...)
	}
	return out
}

func nsArgs(ns string) []string {
	if ns == "" {
		return []string{"-A"}
	}
	return []string{"-n", ns}
}

func collectEvents(files map[string][]byte, ns string, cfg *Config) {
	args := append([]string{"get", "events", "--sort-by=.lastTimestamp"}, nsArgs(ns)...)
	files["events.txt"] = kubectl(args...)
}

func collectPods(files map[string][]byte, ns string, cfg *Config) {
	args := append([]string{"get", "pods", "--field-selector=status.phase!=Running,status.phase!=Succeeded",
		"-o", "custom-columns=NS:.metadata.namespace,NAME:.metadata.name", "--no-headers"}, nsArgs(ns)...)
	lines := strings.Split(strings.TrimSpace(string(kubectl(args...))), "\n")
	for i, l := range lines {
		if i >= cfg.MaxPods {
			break
		}
		f := strings.Fields(l)
		if len(f) != 2 {
			continue
		}
		key := fmt.Sprintf("pods/%s/%s", f[0], f[1])
		files[key+"/describe.txt"] = kubectl("describe", "pod", "-n", f[0], f[1])
		tail := fmt.Sprintf("--tail=%d", cfg.LogTailLines)
		files[key+"/logs.txt"] = kubectl("logs", "-n", f[0], f[1], "--all-containers", tail)
		files[key+"/logs.previous.txt"] = kubectl("logs", "-n", f[0], f[1], "--all-containers", "--previous", tail)
	}
}

func collectNodes(files map[string][]byte) {
	files["nodes.txt"] = kubectl("get", "nodes", "-o", "wide")
	files["node-conditions.json"] = kubectl("get", "nodes", "-o", "jsonpath={range .items[*]}{.metadata.name}{\"\\t\"}{.status.conditions}{\"\\n\"}{end}")
}

// collectAccessContext records which identity/cluster the snapshot was taken
// with so triage can replay queries against the same context.
func collectAccessContext(files map[string][]byte, cfg *Config) {
	paths := filepath.SplitList(os.Getenv("KUBECONFIG"))
	if len(paths) == 0 || paths[0] == "" {
		home, _ := os.UserHomeDir()
		paths = []string{filepath.Join(home, ".kube", "config")}
	}
	for i, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		files[fmt.Sprintf("context/kubeconfig-%d.yaml", i)] = redactYAML(b, cfg)
	}
	files["context/whoami.txt"] = kubectl("auth", "whoami")
}

func collectConfigObjects(files map[string][]byte, ns string, cfg *Config) {
	for _, kind := range cfg.Collect.ConfigObjects {
		args := append([]string{"get", kind, "-o", "yaml"}, nsArgs(ns)...)
		files["config/"+kind+".yaml"] = redactYAML(kubectl(args...), cfg)
	}
}
