module example.invalid/k8s-namespace-janitor

go 1.22

require (
	k8s.io/apimachinery v0.30.2
	k8s.io/client-go v0.30.2
)
