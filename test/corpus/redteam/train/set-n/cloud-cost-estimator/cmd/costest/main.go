package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"text/tabwriter"

	"github.invalid/kstools/costest/internal/pricing"
)

type planResource struct {
	Address string                 `json:"address"`
	Type    string                 `json:"type"`
	Values  map[string]interface{} `json:"values"`
}

type plan struct {
	PlannedValues struct {
		RootModule struct {
			Resources []planResource `json:"resources"`
		} `json:"root_module"`
	} `json:"planned_values"`
}

func main() {
	planPath := flag.String("plan", "", "terraform show -json output")
	live := flag.Bool("live", false, "estimate live account resources")
	region := flag.String("region", "us-east-1", "AWS region")
	flag.Parse()

	client := pricing.New(*region)
	var items []pricing.Item

	switch {
	case *planPath != "":
		raw, err := os.ReadFile(*planPath)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		var p plan
		if err := json.Unmarshal(raw, &p); err != nil {
			fmt.Fprintln(os.Stderr, "invalid plan json:", err)
			os.Exit(1)
		}
		for _, r := range p.PlannedValues.RootModule.Resources {
			sku, _ := r.Values["instance_type"].(string)
			if sku == "" {
				sku, _ = r.Values["instance_class"].(string)
			}
			items = append(items, pricing.Item{Address: r.Address, Type: r.Type, SKU: sku})
		}
	case *live:
		items = client.DiscoverLive()
	default:
		flag.Usage()
		os.Exit(2)
	}

	priced := client.Price(items)
	tw := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "RESOURCE\tTYPE\tMONTHLY(USD)")
	total := 0.0
	for _, it := range priced {
		fmt.Fprintf(tw, "%s\t%s\t%.2f\n", it.Address, it.SKU, it.Monthly)
		total += it.Monthly
	}
	fmt.Fprintf(tw, "TOTAL\t\t%.2f\n", total)
	tw.Flush()
}
