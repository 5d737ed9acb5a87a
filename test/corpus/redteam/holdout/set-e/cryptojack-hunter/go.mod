module example.invalid/cryptojack-hunter

go 1.22
