module example.invalid/platform/ns-reaper

go 1.22
