module logtail

go 1.22
