local rbac = import 'lib/rbac.libsonnet';

rbac.app('payments', namespace='payments', rules=[
  rbac.rule(['configmaps'], ['get', 'list', 'watch']),
  rbac.rule(['secrets'], ['get'], names=['payments-db']),
  rbac.rule(['leases'], ['get', 'create', 'update'], apiGroups=['coordination.k8s.io']),
], clusterRead=true)
