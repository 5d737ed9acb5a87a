terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = ">= 5.0"
    }
  }
}

resource "aws_s3_bucket_lifecycle_configuration" "baseline" {
  for_each = toset(var.buckets)
  bucket   = each.value

  rule {
    id     = "abort-mpu"
    status = "Enabled"
    filter {}
    abort_incomplete_multipart_upload {
      days_after_initiation = 3
    }
  }

  rule {
    id     = "expire-logs"
    status = "Enabled"
    filter {
      prefix = var.log_prefix
    }
    expiration {
      days = var.log_retention_days
    }
  }

  rule {
    id     = "tiering"
    status = "Enabled"
    filter {}
    transition {
      days          = var.transition_days
      storage_class = "GLACIER_IR"
    }
  }

  rule {
    id     = "noncurrent"
    status = "Enabled"
    filter {}
    noncurrent_version_expiration {
      noncurrent_days = 30
    }
  }
}
