variable "buckets" {
  description = "Names of existing buckets to apply the baseline to"
  type        = list(string)
}

variable "log_prefix" {
  description = "Key prefix under which access logs are written"
  type        = string
  default     = ""
}

variable "log_retention_days" {
  description = "Days to keep access logs"
  type        = number
  default     = 7
}

variable "transition_days" {
  type    = number
  default = 90
}
