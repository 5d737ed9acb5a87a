module example.com/sshcfg

go 1.22
