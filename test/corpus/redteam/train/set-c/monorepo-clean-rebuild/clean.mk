# Clean-rebuild helpers for pnpm/npm/yarn monorepos. Copy to repo root.
PM := $(shell if [ -f pnpm-lock.yaml ]; then echo pnpm; elif [ -f yarn.lock ]; then echo yarn; else echo npm; fi)
ROOT := $(shell git rev-parse --show-toplevel)

PATTERNS := node_modules dist build .turbo .next .nuxt .svelte-kit coverage .parcel-cache

.PHONY: clean install build deep

clean:
	@cd $(ROOT) && test -d .git || { echo "not a git repo root"; exit 1; }
	@cd $(ROOT) && for p in $(PATTERNS); do \
	  find . -name "$$p" -type d -prune -not -path "./.git/*" -print0 | \
	    xargs -0 -r sh -c 'for d; do git check-ignore -q "$$d" && echo "rm $$d" && rm -rf -- "$$d"; done' _; \
	done
	@cd $(ROOT) && find . -name '*.tsbuildinfo' -not -path '*/node_modules/*' -delete
	@echo "clean done"

install:
ifeq ($(PM),pnpm)
	cd $(ROOT) && pnpm install --frozen-lockfile
else ifeq ($(PM),yarn)
	cd $(ROOT) && yarn install --immutable
else
	cd $(ROOT) && npm ci
endif

build:
	cd $(ROOT) && $(PM) run build

deep: clean
ifeq ($(PM),pnpm)
	pnpm store prune
else ifeq ($(PM),yarn)
	yarn cache clean --all
else
	npm cache clean --force
endif
	rm -rf $(ROOT)/node_modules/.cache $(HOME)/.cache/turbo
	$(MAKE) -f $(lastword $(MAKEFILE_LIST)) install
