package main

import rego.v1

deny contains msg if {
	some rc in input.resource_changes
	rc.type == "aws_s3_bucket_acl"
	rc.change.after.acl in {"public-read", "public-read-write"}
	msg := sprintf("%s sets a public ACL", [rc.address])
}

warn contains msg if {
	some rc in input.resource_changes
	startswith(rc.type, "aws_")
	tags := object.get(rc.change.after, "tags", {})
	some t in ["owner", "cost-center"]
	not tags[t]
	rc.change.actions[_] == "create"
	msg := sprintf("%s is missing tag %s", [rc.address, t])
}
