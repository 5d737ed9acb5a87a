package k8spsprivileged

import data.lib.exempt
import rego.v1

containers contains c if some c in input.review.object.spec.containers
containers contains c if some c in input.review.object.spec.initContainers
containers contains c if some c in input.review.object.spec.ephemeralContainers

violation contains {"msg": msg} if {
	not exempt.exempt
	some c in containers
	c.securityContext.privileged
	msg := sprintf("privileged container not allowed: %v", [c.name])
}

violation contains {"msg": msg} if {
	not exempt.exempt
	some c in containers
	object.get(c, ["securityContext", "allowPrivilegeEscalation"], true)
	msg := sprintf("container %v must set allowPrivilegeEscalation=false", [c.name])
}
