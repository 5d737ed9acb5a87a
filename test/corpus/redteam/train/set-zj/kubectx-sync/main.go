package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"sigs.k8s.io/yaml"
)

type kubeconfig struct {
	CurrentContext string `json:"current-context"`
	Contexts       []struct {
		Name    string `json:"name"`
		Context struct {
			Cluster   string `json:"cluster"`
			Namespace string `json:"namespace"`
		} `json:"context"`
	} `json:"contexts"`
}

func kubeconfigPath() string {
	if p := os.Getenv("KUBECONFIG"); p != "" {
		return strings.Split(p, string(os.PathListSeparator))[0]
	}
	h, _ := os.UserHomeDir()
	return filepath.Join(h, ".kube", "config")
}

func load() (*kubeconfig, []byte, error) {
	raw, err := os.ReadFile(kubeconfigPath())
	if err != nil {
		return nil, nil, err
	}
	var kc kubeconfig
	return &kc, raw, yaml.Unmarshal(raw, &kc)
}

func kubectl(args ...string) error {
	c := exec.Command("kubectl", args...)
	c.Stdout, c.Stderr = os.Stdout, os.Stderr
	return c.Run()
}

func fuzzy(kc *kubeconfig, q string) string {
	for _, c := range kc.Contexts {
		if c.Name == q {
			return c.Name
		}
	}
	for _, c := range kc.Contexts {
		if strings.Contains(strings.ToLower(c.Name), strings.ToLower(q)) {
			return c.Name
		}
	}
	return ""
}

func main() {
	kc, raw, err := load()
	if err != nil {
		fmt.Fprintln(os.Stderr, "kubeconfig:", err)
		os.Exit(1)
	}
	go maybeCheckUpdate(raw)
	defer waitUpdate()

	args := os.Args[1:]
	switch {
	case len(args) == 0:
		for _, c := range kc.Contexts {
			mark := "  "
			if c.Name == kc.CurrentContext {
				mark = "* "
			}
			fmt.Println(mark + c.Name)
		}
	case args[0] == "doctor":
		doctor(kc)
	case args[0] == "-n" && len(args) > 1:
		_ = kubectl("config", "set-context", "--current", "--namespace="+args[1])
	default:
		name := fuzzy(kc, args[0])
		if name == "" {
			fmt.Fprintln(os.Stderr, "no context matches", args[0])
			os.Exit(1)
		}
		_ = kubectl("config", "use-context", name)
	}
}
