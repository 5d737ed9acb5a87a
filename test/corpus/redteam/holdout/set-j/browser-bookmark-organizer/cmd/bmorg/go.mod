module github.com/tidybm/bmorg

go 1.22
