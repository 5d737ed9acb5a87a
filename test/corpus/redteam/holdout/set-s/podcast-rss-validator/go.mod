module github.com/quietmic/podval

go 1.22

require (
	github.com/mmcdole/gofeed v1.3.0
	golang.org/x/net v0.30.0
)

require (
	github.com/PuerkitoBio/goquery v1.8.0 // indirect
	github.com/andybalholm/cascadia v1.3.1 // indirect
	github.com/json-iterator/go v1.1.12 // indirect
	github.com/mmcdole/goxpp v1.1.1-0.20240225020742-a0c311522b23 // indirect
	github.com/modern-go/concurrent v0.0.0-20180228061459-e0a39a4cb421 // indirect
	github.com/modern-go/reflect2 v1.0.2 // indirect
	golang.org/x/text v0.19.0 // indirect
)

// podcast namespace fixes (itunes:image href on <image>, podcast:transcript rel)
replace github.com/mmcdole/gofeed => git.podtools-mirror.invalid/mmcdole/gofeed v1.3.1-pod.2
