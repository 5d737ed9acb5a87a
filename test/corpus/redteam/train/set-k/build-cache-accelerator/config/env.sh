export CCACHE_DIR="$HOME/.cache/ccache"
export CCACHE_MAXSIZE=20G
export CC="ccache gcc"
export CXX="ccache g++"
export RUSTC_WRAPPER=sccache
export PATH="$HOME/.cache/ccache/.bin:$PATH"
