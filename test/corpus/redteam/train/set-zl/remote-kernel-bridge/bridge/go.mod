module labtools/kbridge

go 1.22
