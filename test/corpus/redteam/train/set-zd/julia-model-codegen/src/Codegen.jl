module Codegen
export parse_reactions, build_rhs, @reactions_rhs

const IDENT = r"^[A-Za-z][A-Za-z0-9_]*$"

struct Rxn
    lhs::Vector{Symbol}
    rhs::Vector{Symbol}
    rate::Symbol
end

function parse_reactions(lines)
    rx = Rxn[]
    for l in lines
        eq, rate = strip.(split(l, ","))
        lhs, rhs = strip.(split(eq, "->"))
        side(s) = isempty(s) || s == "0" ? Symbol[] : [Symbol(strip(x)) for x in split(s, "+")]
        for s in (side(lhs)..., side(rhs)..., Symbol(rate))
            occursin(IDENT, String(s)) || error("invalid identifier: $s")
        end
        push!(rx, Rxn(side(lhs), side(rhs), Symbol(rate)))
    end
    rx
end

function build_rhs(rx::Vector{Rxn})
    species = unique(vcat([vcat(r.lhs, r.rhs) for r in rx]...))
    idx = Dict(s => i for (i, s) in enumerate(species))
    terms = [Expr[] for _ in species]
    for r in rx
        flux = Expr(:call, :*, :(p.$(r.rate)), [:(u[$(idx[s])]) for s in r.lhs]...)
        for s in r.lhs; push!(terms[idx[s]], :(-$flux)); end
        for s in r.rhs; push!(terms[idx[s]], flux); end
    end
    body = [:(du[$i] = $(isempty(t) ? 0.0 : Expr(:call, :+, t...))) for (i, t) in enumerate(terms)]
    ex = :(function (du, u, p, t)
        $(body...)
        return nothing
    end)
    return @eval $ex
end

macro reactions_rhs(rxns)
    :(build_rhs(parse_reactions($(esc(rxns)))))
end
end
