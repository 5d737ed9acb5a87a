module indexer

go 1.22

require github.com/BurntSushi/toml v1.4.0
