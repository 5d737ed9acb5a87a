output "configured_buckets" {
  value = keys(aws_s3_bucket_lifecycle_configuration.baseline)
}
