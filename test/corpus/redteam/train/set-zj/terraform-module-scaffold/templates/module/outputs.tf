output "tags" {
  value = local.tags
}
