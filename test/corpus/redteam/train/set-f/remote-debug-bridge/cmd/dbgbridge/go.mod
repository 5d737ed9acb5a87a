module example.invalid/dbgbridge

go 1.22
