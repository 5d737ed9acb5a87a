module example.invalid/dnsprobe

go 1.21
