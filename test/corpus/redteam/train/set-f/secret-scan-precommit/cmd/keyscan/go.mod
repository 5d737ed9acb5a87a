module example.com/keyscan

go 1.22
