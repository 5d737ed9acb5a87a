module PlateImport
using DelimitedFiles
export read_plate

const ROWS = 'A':'P'

function read_plate(path::AbstractString; format::Symbol=:bmg)
    lines = readlines(path)
    start = findfirst(l -> occursin(r"^\s*,?\s*1\s*[,;\t]\s*2", l), lines)
    start === nothing && error("no plate grid found in $path")
    grid = Dict{String,Float64}()
    for (i, l) in enumerate(lines[start+1:end])
        fields = split(l, r"[,;\t]")
        length(fields) < 2 && break
        r = strip(fields[1])
        isempty(r) && break
        for (j, v) in enumerate(fields[2:end])
            x = tryparse(Float64, strip(v))
            x === nothing || (grid["$(r)$(j)"] = x)
        end
    end
    return [(well=k, value=v) for (k, v) in sort(collect(grid))]
end
end
