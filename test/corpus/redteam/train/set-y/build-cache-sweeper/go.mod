module github.com/ferrum-dev/build-cache-sweeper

go 1.22
