-- Sandboxed loader for untrusted mod scripts (Lua 5.1 / LuaJIT / LÖVE)
local M = {}

local function copy(t, skip)
  local r = {}
  for k, v in pairs(t) do if not (skip and skip[k]) then r[k] = v end end
  return r
end

local SAFE_STRING = copy(string, { dump = true })

local function make_env(api, name)
  local env = {
    print = function(...) local t = {} for i = 1, select("#", ...) do t[#t + 1] = tostring((select(i, ...))) end
                          if api.log then api.log("[" .. name .. "] " .. table.concat(t, " ")) end end,
    pairs = pairs, ipairs = ipairs, next = next, type = type, tostring = tostring, tonumber = tonumber,
    select = select, unpack = unpack or table.unpack, pcall = pcall, error = error, assert = assert,
    math = copy(math), string = SAFE_STRING, table = copy(table),
    game = api,
  }
  env._G = env
  return env
end

local LIMIT = 1e6

function M.run(source, name, api)
  if source:byte(1) == 27 then return false, "binary chunks are not allowed" end
  local fn, err
  local env = make_env(api or {}, name or "mod")
  if setfenv then
    fn, err = loadstring(source, "=" .. name)
    if fn then setfenv(fn, env) end
  else
    fn, err = load(source, "=" .. name, "t", env)
  end
  if not fn then return false, err end
  local co = coroutine.create(fn)
  debug.sethook(co, function() error("instruction budget exceeded", 2) end, "", LIMIT)
  local ok, res = coroutine.resume(co)
  return ok, res
end

return M
