help([[SAMtools 1.20 - utilities for SAM/BAM/CRAM]])
whatis("Name: samtools")
whatis("Version: 1.20")
local root = "/opt/apps/samtools/1.20"
prepend_path("PATH", pathJoin(root, "bin"))
prepend_path("MANPATH", pathJoin(root, "share/man"))
