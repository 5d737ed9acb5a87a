module kdbg.invalid/kdbg

go 1.22
