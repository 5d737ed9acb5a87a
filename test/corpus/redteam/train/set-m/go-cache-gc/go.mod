module example.invalid/gocachegc

go 1.22
