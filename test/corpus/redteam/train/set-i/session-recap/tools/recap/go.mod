module recap

go 1.22
