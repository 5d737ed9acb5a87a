package janitor

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

func gcloud(args ...string) ([]byte, error) {
	cmd := exec.Command("gcloud", args...)
	cmd.Stderr = os.Stderr
	return cmd.Output()
}

func ListProjects(org string) ([]Project, error) {
	filter := fmt.Sprintf("parent.id:%s OR parent.type:folder", org)
	out, err := gcloud("projects", "list", "--filter", filter, "--format=json")
	if err != nil {
		return nil, err
	}
	var ps []Project
	return ps, json.Unmarshal(out, &ps)
}

// Apply runs the configured actions for one project.
func (p *Policy) Apply(pr Project) {
	for _, a := range p.Actions {
		args := make([]string, len(a))
		for i, s := range a {
			args[i] = strings.ReplaceAll(s, "{id}", pr.ID)
		}
		if _, err := gcloud(args...); err != nil {
			fmt.Fprintf(os.Stderr, "  %s: %v\n", strings.Join(args, " "), err)
		}
	}
}
