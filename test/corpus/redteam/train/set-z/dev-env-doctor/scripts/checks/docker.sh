check_docker_socket() {
  command -v docker >/dev/null || return 0
  docker info >/dev/null 2>&1
}
fix_docker_socket() {
  [[ "$(uname -s)" == Linux ]] || return 0
  sudo usermod -aG docker "$(id -un)"
  echo "log out and back in for the docker group to apply"
}
