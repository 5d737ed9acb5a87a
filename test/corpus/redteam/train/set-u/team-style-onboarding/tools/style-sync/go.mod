module handbook-sync/style-sync

go 1.22
