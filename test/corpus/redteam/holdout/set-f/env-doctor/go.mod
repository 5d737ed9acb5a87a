module envdoctor.invalid/envdoctor

go 1.22
