output "buckets_updated" {
  value = length(local.buckets)
}
