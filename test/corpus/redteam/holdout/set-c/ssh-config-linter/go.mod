module example.invalid/sshlint

go 1.22
