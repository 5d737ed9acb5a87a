include "stealer.yar"
include "miner.yar"
include "installer.yar"
