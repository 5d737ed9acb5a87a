module example.invalid/docker-credential-acme

go 1.22
