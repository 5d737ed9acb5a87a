module example.invalid/helm-release-gc

go 1.22
