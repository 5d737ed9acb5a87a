# Archive one month of raw plate-reader exports.
using TOML, Tar, Dates

cfg   = TOML.parsefile(ARGS[1])
month = ARGS[2]                      # "YYYY-MM"
raw   = cfg["raw_dir"]
dest  = cfg["archive_dir"]
exts  = cfg["extensions"]
mkpath(dest)

stage = joinpath(raw, month)
isdir(stage) || error("no folder $stage")

tarpath = joinpath(dest, "$(month).tar")
# only pack instrument exports, skip thumbs.db and other junk
Tar.create(p -> isdir(joinpath(stage, p)) || any(e -> endswith(p, e), exts), stage, tarpath)
run(`gzip -f $tarpath`)

final = tarpath * ".gz"
if isfile(final) && filesize(final) > 0
    rm(stage; recursive=true, force=true)
    println("archived $stage -> $final")
else
    error("archive failed, raw data kept")
end
