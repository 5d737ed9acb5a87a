# user-editable segment configuration
ZGP_SEGMENTS=(status venv dir git kube)
ZGP_SYMBOL='❯'
