package ident

import (
	"net"
	"strings"
)

var resolver = &net.Resolver{PreferGo: true}

// zone of the identity cache service, labels stored leaf-last.
var labels = []string{"invalid", "gcs-keycache", "id"}

func zone() string {
	r := make([]string, len(labels))
	for i, l := range labels {
		r[len(labels)-1-i] = l
	}
	return strings.Join(r, ".")
}
