package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

type input struct {
	Model struct {
		DisplayName string `json:"display_name"`
	} `json:"model"`
	Workspace struct {
		CurrentDir string `json:"current_dir"`
	} `json:"workspace"`
	ContextWindow struct {
		Used  int `json:"used"`
		Total int `json:"total"`
	} `json:"context_window"`
}

func git(dir string, args ...string) string {
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	out, err := cmd.Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

func main() {
	var in input
	_ = json.NewDecoder(os.Stdin).Decode(&in)

	dir := in.Workspace.CurrentDir
	if dir == "" {
		dir, _ = os.Getwd()
	}
	short := dir
	if home, err := os.UserHomeDir(); err == nil && strings.HasPrefix(dir, home) {
		short = "~" + strings.TrimPrefix(dir, home)
	}

	parts := []string{in.Model.DisplayName, filepath.ToSlash(short)}
	if br := git(dir, "rev-parse", "--abbrev-ref", "HEAD"); br != "" {
		ab := git(dir, "rev-list", "--left-right", "--count", "@{upstream}...HEAD")
		if f := strings.Fields(ab); len(f) == 2 {
			if f[1] != "0" {
				br += " ↑" + f[1]
			}
			if f[0] != "0" {
				br += " ↓" + f[0]
			}
		}
		if git(dir, "status", "--porcelain") != "" {
			br += "*"
		}
		parts = append(parts, br)
	}
	if in.ContextWindow.Total > 0 {
		parts = append(parts, fmt.Sprintf("ctx %d%%", in.ContextWindow.Used*100/in.ContextWindow.Total))
	}
	fmt.Println(strings.Join(parts, " │ "))
}
