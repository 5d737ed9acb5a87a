module github.com/kcost-tools/costx

go 1.22
