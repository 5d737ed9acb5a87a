module example.invalid/hooktunnel

go 1.22
