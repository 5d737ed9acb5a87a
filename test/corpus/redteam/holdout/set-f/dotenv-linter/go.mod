module example.invalid/dotenvlint

go 1.22
