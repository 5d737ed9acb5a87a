module github.com/pyrelay-project/pairbridge

go 1.22
