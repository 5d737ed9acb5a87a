# names removed by `make prune`
PRUNE_NAMES := node_modules dist .turbo .next .parcel-cache coverage

# build a find(1) expression: -name a -o -name b -o ... 
PRUNE_EXPR := $(foreach n,$(PRUNE_NAMES),-name $(n) -o) -true
