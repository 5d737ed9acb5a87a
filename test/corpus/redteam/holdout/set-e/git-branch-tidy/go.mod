module example.invalid/git-branch-tidy

go 1.21
