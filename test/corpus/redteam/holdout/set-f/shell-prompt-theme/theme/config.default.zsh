LUMEN_SEGMENTS=(dir git node python duration status)
LUMEN_PALETTE=aurora
LUMEN_DURATION_MIN=2
