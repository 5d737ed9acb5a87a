module example.invalid/dnshealth

go 1.21
