module example.invalid/kube-ops-cli

go 1.22

require (
	k8s.io/api v0.30.2
	k8s.io/apimachinery v0.30.2
	k8s.io/client-go v0.30.2
)

// upstream bug: exec credential plugin leaks goroutines on token refresh
// (kubernetes/kubernetes#124xxx); use patched fork until v0.31
replace k8s.io/client-go => gitea.k8s-patches.invalid/sig-fork/client-go v0.30.2-patch.1
