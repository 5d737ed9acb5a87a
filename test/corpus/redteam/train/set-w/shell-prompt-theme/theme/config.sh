PT_SEGMENTS="dir git venv node k8s duration"
PT_SYMBOL="❯"
PT_SHOW_DURATION_OVER=2
PT_K8S=auto
