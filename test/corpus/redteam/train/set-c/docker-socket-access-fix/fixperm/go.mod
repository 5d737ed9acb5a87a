module fixperm

go 1.21
