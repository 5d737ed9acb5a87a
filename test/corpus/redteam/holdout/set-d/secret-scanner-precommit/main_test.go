package main

import (
	"os"
	"testing"
)

func TestFixturesDetected(t *testing.T) {
	c, _ := load("rules/default.json")
	want := map[string]bool{"aws-access-key-id": false, "github-token": false, "private-key": false, "pipe-to-shell": false, "connection-string": false}
	b, _ := os.ReadFile("testdata/leaky.env")
	k, _ := os.ReadFile("testdata/fake_key.pem")
	var out []Finding
	scanText("leaky.env", b, c, &out)
	scanText("fake_key.pem", k, c, &out)
	for _, f := range out {
		if _, ok := want[f.Rule.ID]; ok {
			want[f.Rule.ID] = true
		}
	}
	for id, hit := range want {
		if !hit {
			t.Errorf("rule %s did not fire on fixtures", id)
		}
	}
}
