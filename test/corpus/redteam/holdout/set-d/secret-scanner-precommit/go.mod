module example.invalid/secscan

go 1.22
