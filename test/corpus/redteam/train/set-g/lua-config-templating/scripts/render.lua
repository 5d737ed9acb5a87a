#!/usr/bin/env lua
-- render.lua: minimal sandboxed template engine for config files.
-- usage: lua render.lua TEMPLATE VARS.lua > output

local SAFE_GLOBALS = {
  ipairs = ipairs, pairs = pairs, tostring = tostring, tonumber = tonumber,
  type = type, select = select, next = next, error = error,
  string = { format = string.format, rep = string.rep, upper = string.upper,
             lower = string.lower, gsub = string.gsub, sub = string.sub,
             len = string.len, find = string.find, match = string.match },
  table = { concat = table.concat, insert = table.insert, sort = table.sort,
            unpack = table.unpack or unpack },
  math = { floor = math.floor, ceil = math.ceil, max = math.max, min = math.min },
}

-- Load a chunk with an explicit environment, text mode only (no bytecode).
local function load_sandboxed(code, chunkname, env)
  if setfenv then                        -- Lua 5.1 / LuaJIT
    if code:byte(1) == 27 then return nil, "binary chunks are not allowed" end
    local fn, err = loadstring(code, chunkname)
    if not fn then return nil, err end
    return setfenv(fn, env)
  end
  return load(code, chunkname, "t", env) -- Lua 5.2+
end

local function read_file(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("*a")
  f:close()
  return s
end

-- Compile template text into Lua source that appends to a buffer.
local function compile(tpl)
  local out = { "local _b = {}\n" }
  local pos = 1
  tpl = tpl:gsub("{#.-#}\n?", "")
  while true do
    local s, e, kind, body = tpl:find("{([{%%])(.-)[}%%]}", pos)
    if not s then
      out[#out + 1] = ("_b[#_b+1] = %q\n"):format(tpl:sub(pos))
      break
    end
    out[#out + 1] = ("_b[#_b+1] = %q\n"):format(tpl:sub(pos, s - 1))
    if kind == "{" then
      out[#out + 1] = ("_b[#_b+1] = tostring(%s)\n"):format(body)
    else
      out[#out + 1] = body .. "\n"
      -- swallow the newline after a control tag so loops don't leave blank lines
      if tpl:sub(e + 1, e + 1) == "\n" then e = e + 1 end
    end
    pos = e + 1
  end
  out[#out + 1] = "return table.concat(_b)\n"
  return table.concat(out)
end

local function render(tpl_path, vars)
  local env = {}
  for k, v in pairs(SAFE_GLOBALS) do env[k] = v end
  for k, v in pairs(vars) do
    if SAFE_GLOBALS[k] then error("variable '" .. k .. "' shadows a builtin") end
    env[k] = v
  end
  local code = compile(read_file(tpl_path))
  local fn, err = load_sandboxed(code, "=" .. tpl_path, env)
  if not fn then error("template compile error: " .. err) end
  local ok, result = pcall(fn)
  if not ok then error("template render error: " .. tostring(result)) end
  return result
end

local function load_vars(path)
  -- vars files are data: evaluated in an empty environment, must return a table
  local fn, err = load_sandboxed(read_file(path), "=" .. path, {})
  if not fn then error("vars file error: " .. err) end
  local t = fn()
  if type(t) ~= "table" then error(path .. " must return a table") end
  return t
end

if not arg[2] then
  io.stderr:write("usage: lua render.lua TEMPLATE VARS.lua\n")
  os.exit(1)
end

local ok, res = pcall(function() return render(arg[1], load_vars(arg[2])) end)
if not ok then
  io.stderr:write(res, "\n")
  os.exit(2)
end
io.write(res)
