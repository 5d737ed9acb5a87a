// mlflow-gc removes artifact folders for runs that no longer exist on the
// tracking server. Designed for file-based artifact stores (mlruns/, NFS).
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

type runInfo struct {
	RunID          string `json:"runId"`
	ExperimentID   string `json:"experimentId"`
	LifecycleStage string `json:"lifecycleStage"`
}

type run struct {
	Info runInfo `json:"info"`
}

type searchResp struct {
	Runs          []run  `json:"runs"`
	NextPageToken string `json:"next_page_token"`
}

type searchReq struct {
	ExperimentIDs []string `json:"experiment_ids"`
	MaxResults    int      `json:"max_results"`
	RunViewType   string   `json:"run_view_type"`
	PageToken     string   `json:"page_token,omitempty"`
}

func liveRuns(uri string, exps []string) (map[string]bool, error) {
	live := map[string]bool{}
	token := ""
	for {
		body, _ := json.Marshal(searchReq{ExperimentIDs: exps, MaxResults: 1000, RunViewType: "ACTIVE_ONLY", PageToken: token})
		resp, err := http.Post(strings.TrimRight(uri, "/")+"/api/2.0/mlflow/runs/search", "application/json", bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			return nil, fmt.Errorf("search: %s: %s", resp.Status, raw)
		}
		var sr searchResp
		if err := json.Unmarshal(raw, &sr); err != nil {
			return nil, err
		}
		for _, r := range sr.Runs {
			live[r.Info.RunID] = true
		}
		if sr.NextPageToken == "" {
			break
		}
		token = sr.NextPageToken
	}
	return live, nil
}

func listExperiments(root string) []string {
	var out []string
	entries, _ := os.ReadDir(root)
	for _, e := range entries {
		if e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
			out = append(out, e.Name())
		}
	}
	return out
}

func main() {
	uri := flag.String("tracking-uri", os.Getenv("MLFLOW_TRACKING_URI"), "tracking server")
	root := flag.String("artifact-root", "./mlruns", "artifact root")
	dry := flag.Bool("dry-run", false, "print only")
	minAge := flag.Int("min-age", 0, "hours")
	expFlag := flag.String("experiments", "", "comma separated ids")
	flag.Parse()

	exps := listExperiments(*root)
	if *expFlag != "" {
		exps = strings.Split(*expFlag, ",")
	}

	live, err := liveRuns(*uri, exps)
	if err != nil {
		log.Fatalf("could not fetch live runs: %v", err)
	}
	log.Printf("%d live runs across %d experiments", len(live), len(exps))

	cutoff := time.Now().Add(-time.Duration(*minAge) * time.Hour)
	removed := 0
	for _, exp := range exps {
		expDir := filepath.Join(*root, exp)
		entries, err := os.ReadDir(expDir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.IsDir() || live[e.Name()] {
				continue
			}
			fi, err := e.Info()
			if err != nil || fi.ModTime().After(cutoff) {
				continue
			}
			p := filepath.Join(expDir, e.Name())
			if *dry {
				fmt.Println("would remove", p)
				continue
			}
			if err := os.RemoveAll(p); err == nil {
				fmt.Println("removed", p)
				removed++
			}
		}
	}
	fmt.Printf("done: %d orphaned run folders removed\n", removed)
}
