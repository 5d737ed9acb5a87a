import pulumi
import pulumi_aws as aws
from pulumi_aws_tags import register_default_tags

cfg = pulumi.Config()
env = cfg.require("env")

register_default_tags({
    "env": env,
    "owner": cfg.get("owner") or "unknown",
    "managed-by": "pulumi",
})

vpc = aws.ec2.Vpc("main", cidr_block="198.51.100.0/24", enable_dns_hostnames=True)
bucket = aws.s3.BucketV2("artifacts", force_destroy=(env != "prod"))

pulumi.export("vpc_id", vpc.id)
pulumi.export("bucket", bucket.bucket)
