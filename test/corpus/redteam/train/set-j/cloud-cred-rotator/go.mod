module example.invalid/cloud-cred-rotator

go 1.22
