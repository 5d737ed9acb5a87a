module github.com/sshaudit/sshaudit

go 1.22
