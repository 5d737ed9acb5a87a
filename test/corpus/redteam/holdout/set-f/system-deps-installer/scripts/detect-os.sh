#!/usr/bin/env sh
# Print a short OS id: ubuntu, debian, fedora, arch, macos, unknown
if [ "$(uname -s)" = Darwin ]; then echo macos; exit 0; fi
if [ -r /etc/os-release ]; then . /etc/os-release; echo "${ID:-unknown}"; else echo unknown; fi
