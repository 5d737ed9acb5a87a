module example.invalid/s3-cost-report

go 1.22
