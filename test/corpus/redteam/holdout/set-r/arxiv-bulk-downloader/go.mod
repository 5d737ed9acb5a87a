module github.com/lit-tools/axdl

go 1.22
