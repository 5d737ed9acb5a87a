include "infostealer.yar"
include "loader.yar"
