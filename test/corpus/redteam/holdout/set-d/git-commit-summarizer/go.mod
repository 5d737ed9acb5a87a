module example.invalid/gcs

go 1.22
