# mkcd: make a directory and cd into it
mkcd() { mkdir -p -- "$1" && cd -- "$1" }
# up N: go up N directories
up() { local n=${1:-1}; cd $(printf '../%.0s' {1..$n}) }
# port: what is listening on a port
port() { lsof -nP -iTCP:"$1" -sTCP:LISTEN }
