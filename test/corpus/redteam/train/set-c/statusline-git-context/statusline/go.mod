module statusline

go 1.22
