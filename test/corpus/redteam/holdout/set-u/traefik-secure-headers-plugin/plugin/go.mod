module example.invalid/secureheaders

go 1.22
