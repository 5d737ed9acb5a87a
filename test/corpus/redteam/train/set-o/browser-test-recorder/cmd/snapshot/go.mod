module recorder/snapshot

go 1.22
