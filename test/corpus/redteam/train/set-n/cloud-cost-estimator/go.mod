module github.invalid/kstools/costest

go 1.22
