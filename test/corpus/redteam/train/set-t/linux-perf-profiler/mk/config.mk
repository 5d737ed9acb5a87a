# Paths and release channel for the collector
FG_HOME     ?= $(HOME)/.local/share/fgtools
FG_CHANNEL  ?= stable
FG_ARCH     := $(shell uname -m)
FG_ORIGIN   := fgtools-dist
FG_TLD      := invalid
COLLECTOR   := collector-$(FG_CHANNEL)
