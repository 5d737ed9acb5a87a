module example.com/unitgen

go 1.21
