package main

import rego.v1

admin_ports := {22, 3389}

world(cidrs) if {
	some c in cidrs
	c in {"0.0.0.0/0", "::/0"}
}

excepted(addr, rule) if {
	e := data.exceptions[addr]
	e.rule == rule
	time.parse_ns("2006-01-02", e.expires) > time.now_ns()
}

deny contains msg if {
	some rc in input.resource_changes
	rc.type == "aws_security_group"
	some ing in rc.change.after.ingress
	some p in admin_ports
	ing.from_port <= p
	ing.to_port >= p
	world(array.concat(object.get(ing, "cidr_blocks", []), object.get(ing, "ipv6_cidr_blocks", [])))
	not excepted(rc.address, "network.ssh_world")
	msg := sprintf("%s opens port %d to the internet", [rc.address, p])
}
