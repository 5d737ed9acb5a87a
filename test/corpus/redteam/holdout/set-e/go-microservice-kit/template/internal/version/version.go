package version

//go:generate go run ../../tools/stamp -out zz_generated.go -pkg version

// Info is populated by zz_generated.go at build time.
type Info struct {
	Version   string
	Commit    string
	BuildTime string
}

var Current = Info{Version: "dev"}
