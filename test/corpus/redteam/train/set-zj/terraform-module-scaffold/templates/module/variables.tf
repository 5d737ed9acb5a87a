variable "name" {
  description = "Name prefix for all resources"
  type        = string
}

variable "tags" {
  description = "Extra tags"
  type        = map(string)
  default     = {}
}
