module github.com/pyrelay-project/infra/log-retention-tuner

go 1.22

require (
	github.com/IBM/sarama v1.43.2
	gopkg.in/yaml.v3 v3.0.1
)
