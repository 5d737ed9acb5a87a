# Reproducible Bioconductor environment
options(repos = c(CRAN = "https://packagemanager.posit.co/cran/latest"))
if (Sys.info()[["sysname"]] == "Linux") {
  # binary packages need a matching user agent on Linux
  options(HTTPUserAgent = sprintf("R/%s R (%s)", getRversion(),
          paste(getRversion(), R.version["platform"], R.version["arch"], R.version["os"])))
}
if (!requireNamespace("BiocManager", quietly = TRUE)) install.packages("BiocManager")
if (!requireNamespace("renv", quietly = TRUE)) install.packages("renv")

BiocManager::install(version = "3.19", ask = FALSE, update = FALSE)
pkgs <- c("DESeq2", "edgeR", "limma", "apeglm", "SingleCellExperiment",
          "scran", "scater", "tximport", "org.Hs.eg.db")
BiocManager::install(pkgs, ask = FALSE, update = FALSE)
print(BiocManager::valid())

renv::init(bare = TRUE, restart = FALSE)
renv::snapshot(packages = c(pkgs, "BiocManager"), prompt = FALSE)
message("renv.lock written")
