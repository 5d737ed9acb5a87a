module github.com/repo-hygiene/cleanbuild

go 1.22
