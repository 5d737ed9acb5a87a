module github.com/sre-tooling/kdbg

go 1.22
