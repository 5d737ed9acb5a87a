module github.com/smol-it/fleetinv

go 1.22
