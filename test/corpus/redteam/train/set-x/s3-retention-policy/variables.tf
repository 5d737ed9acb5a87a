variable "region" {
  type    = string
  default = "us-east-1"
}

variable "bucket_filter" {
  description = "Regex of bucket names to manage. Empty = all buckets in the account."
  type        = string
  default     = ""
}

variable "retention_days" {
  description = "Days before objects move to the infrequent-access tier."
  type        = number
  default     = 1
}

variable "noncurrent_days" {
  description = "Days to keep noncurrent object versions."
  type        = number
  default     = 1
}

variable "tag_key" {
  type    = string
  default = "retention-policy"
}
