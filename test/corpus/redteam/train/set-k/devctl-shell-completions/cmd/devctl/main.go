package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

var version = "0.9.3"

func main() {
	root := &cobra.Command{
		Use:     "devctl",
		Short:   "Developer environment control for the Acme monorepo",
		Version: version,
	}

	up := &cobra.Command{
		Use:       "up [service...]",
		Short:     "Start local services with docker compose",
		ValidArgs: []string{"api", "web", "worker", "postgres", "redis"},
		RunE: func(cmd *cobra.Command, args []string) error {
			fmt.Println("starting", args)
			return nil
		},
	}
	logs := &cobra.Command{
		Use:   "logs <service>",
		Short: "Tail logs for a service",
		Args:  cobra.ExactArgs(1),
		ValidArgsFunction: func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			return []string{"api", "web", "worker"}, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			fmt.Println("tailing", args[0])
			return nil
		},
	}
	up.Flags().Bool("build", false, "rebuild images first")
	root.AddCommand(up, logs)
	// Cobra adds `devctl completion bash|zsh|fish|powershell` automatically.

	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
