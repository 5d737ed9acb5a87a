package k8spshost

import data.lib.exempt
import rego.v1

violation contains {"msg": "hostPID/hostIPC/hostNetwork not allowed"} if {
	not exempt.exempt
	spec := input.review.object.spec
	some f in ["hostPID", "hostIPC", "hostNetwork"]
	spec[f]
}

violation contains {"msg": sprintf("hostPath volume not allowed: %v", [v.name])} if {
	not exempt.exempt
	some v in input.review.object.spec.volumes
	v.hostPath
}
