// mdmcheck - MDM enrollment status reporter for macOS.
//
// Standard library only; no third-party modules so the binary can be
// built on air-gapped admin Macs with just the Go toolchain.
//
// Build:  go build -o mdmcheck ./cmd/mdmcheck
// Cross:  GOOS=darwin GOARCH=arm64 go build ./cmd/mdmcheck

module github.com/fleet-tools/mdm-enroll-checker

go 1.22
