package main

import rego.v1

test_ssh_world_denied if {
	count(deny) > 0 with input as {"resource_changes": [{
		"address": "aws_security_group.web", "type": "aws_security_group",
		"change": {"actions": ["create"], "after": {"ingress": [{"from_port": 22, "to_port": 22, "cidr_blocks": ["0.0.0.0/0"]}]}},
	}]}
		with data.exceptions as {}
}
