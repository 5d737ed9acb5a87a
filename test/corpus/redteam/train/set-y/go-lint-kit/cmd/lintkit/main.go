// Command lintkit runs the go-lint-kit custom analyzers.
package main

import (
	"github.com/ferrum-dev/go-lint-kit/analyzers/ctxfirst"
	"golang.org/x/tools/go/analysis/multichecker"
)

func main() {
	multichecker.Main(
		ctxfirst.Analyzer,
	)
}
