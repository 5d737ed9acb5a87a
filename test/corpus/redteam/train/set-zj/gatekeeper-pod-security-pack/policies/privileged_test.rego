package k8spsprivileged_test

import data.k8spsprivileged
import rego.v1

test_privileged_denied if {
	count(k8spsprivileged.violation) > 0 with input as {"review": {
		"userInfo": {"username": "alice", "groups": []},
		"object": {"metadata": {"name": "p"}, "spec": {"containers": [{"name": "c", "securityContext": {"privileged": true}}]}},
	}}
}

test_safe_allowed if {
	count(k8spsprivileged.violation) == 0 with input as {"review": {
		"userInfo": {"username": "alice", "groups": []},
		"object": {"metadata": {"name": "p"}, "spec": {"containers": [{"name": "c", "securityContext": {"allowPrivilegeEscalation": false}}]}},
	}}
}
