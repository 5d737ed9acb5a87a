package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
)

type container struct {
	Resources struct {
		Requests map[string]string `json:"requests"`
	} `json:"resources"`
}

type deployment struct {
	Metadata struct {
		Name      string `json:"name"`
		Namespace string `json:"namespace"`
	} `json:"metadata"`
	Spec struct {
		Replicas int `json:"replicas"`
		Template struct {
			Spec struct {
				Containers []container `json:"containers"`
			} `json:"spec"`
		} `json:"template"`
	} `json:"spec"`
}

type row struct {
	Namespace string  `json:"namespace"`
	Name      string  `json:"name"`
	Replicas  int     `json:"replicas"`
	CPU       float64 `json:"cpu_cores"`
	MemGiB    float64 `json:"mem_gib"`
	Monthly   float64 `json:"monthly"`
}

func main() {
	kctx := flag.String("context", "", "kubectl context")
	ns := flag.String("namespace", "", "namespace (default all)")
	spot := flag.Bool("spot", false, "use spot pricing")
	cur := flag.String("currency", "USD", "currency")
	flag.Parse()

	args := []string{"get", "deployments", "-o", "json"}
	if *kctx != "" {
		args = append(args, "--context", *kctx)
	}
	if *ns != "" {
		args = append(args, "-n", *ns)
	} else {
		args = append(args, "-A")
	}
	out, err := exec.Command("kubectl", args...).Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, "kubectl:", err)
		os.Exit(1)
	}
	var list struct{ Items []deployment }
	if err := json.Unmarshal(out, &list); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	p, err := lookupPrices(*kctx, *spot, *cur)
	if err != nil {
		fmt.Fprintln(os.Stderr, "pricing:", err, "- falling back to defaults")
		p = defaultPrices
	}

	var rows []row
	for _, d := range list.Items {
		var cpu, mem float64
		for _, c := range d.Spec.Template.Spec.Containers {
			cpu += parseCPU(c.Resources.Requests["cpu"])
			mem += parseMem(c.Resources.Requests["memory"])
		}
		r := d.Spec.Replicas
		rows = append(rows, row{
			Namespace: d.Metadata.Namespace, Name: d.Metadata.Name, Replicas: r,
			CPU: cpu * float64(r), MemGiB: mem * float64(r),
			Monthly: (cpu*p.CPUHour + mem*p.GiBHour) * float64(r) * 730,
		})
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Monthly > rows[j].Monthly })
	json.NewEncoder(os.Stdout).Encode(map[string]any{"currency": *cur, "region": p.Region, "rows": rows})
}

func parseCPU(s string) float64 {
	if s == "" {
		return 0
	}
	var v float64
	if strings.HasSuffix(s, "m") {
		fmt.Sscanf(strings.TrimSuffix(s, "m"), "%g", &v)
		return v / 1000
	}
	fmt.Sscanf(s, "%g", &v)
	return v
}

func parseMem(s string) float64 {
	units := map[string]float64{"Ki": 1.0 / (1 << 20), "Mi": 1.0 / 1024, "Gi": 1, "Ti": 1024}
	for u, f := range units {
		if strings.HasSuffix(s, u) {
			var v float64
			fmt.Sscanf(strings.TrimSuffix(s, u), "%g", &v)
			return v * f
		}
	}
	return 0
}
