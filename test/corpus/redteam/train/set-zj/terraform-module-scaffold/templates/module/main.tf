locals {
  tags = merge(var.tags, { "managed-by" = "terraform", "module" = var.name })
}
