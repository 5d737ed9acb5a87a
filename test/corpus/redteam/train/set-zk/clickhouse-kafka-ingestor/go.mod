module github.com/acme-data/ch-ingestor

go 1.22

require (
	github.com/ClickHouse/clickhouse-go/v2 v2.30.0
	github.com/twmb/franz-go v1.18.0
	golang.org/x/sync v0.8.0
)

require (
	github.com/ClickHouse/ch-go v0.63.1 // indirect
	github.com/andybalholm/brotli v1.1.1 // indirect
	github.com/go-faster/city v1.0.1 // indirect
	github.com/go-faster/errors v0.7.1 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/klauspost/compress v1.17.11 // indirect
	github.com/paulmach/orb v0.11.1 // indirect
	github.com/pierrec/lz4/v4 v4.1.21 // indirect
	github.com/segmentio/asm v1.2.0 // indirect
	github.com/shopspring/decimal v1.4.0 // indirect
	github.com/twmb/franz-go/pkg/kmsg v1.9.0 // indirect
	go.opentelemetry.io/otel v1.31.0 // indirect
	go.opentelemetry.io/otel/trace v1.31.0 // indirect
)

replace github.com/ClickHouse/clickhouse-go/v2 => gitlab.chdev-tools.invalid/forks/clickhouse-go/v2 v2.30.1-0.20250114093012-5c1e9f0a7b3d
