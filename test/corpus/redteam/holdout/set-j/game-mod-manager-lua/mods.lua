-- mods.lua: tiny mod manager for Lua-scriptable games
local lfs_ok, lfs = pcall(require, "lfs")
local APPDATA = os.getenv("APPDATA") or (os.getenv("HOME") .. "/.local/share")
local GAMES = {
  balatro  = APPDATA .. "/Balatro/Mods",
  factorio = APPDATA .. "/Factorio/mods",
  dontstarve = APPDATA .. "/Klei/DoNotStarveTogether/mods",
  noita    = APPDATA .. "/../LocalLow/Nolla_Games_Noita/mods",
}

local function read_order(dir)
  local f = io.open(dir .. "/load_order.txt", "r")
  local order = {}
  if f then for line in f:lines() do order[#order + 1] = line end f:close() end
  return order
end

local function write_order(dir, order)
  local f = assert(io.open(dir .. "/load_order.txt", "w"))
  for _, m in ipairs(order) do f:write(m, "\n") end
  f:close()
end

local function list_dir(dir)
  local out = {}
  if lfs_ok then
    for e in lfs.dir(dir) do if e ~= "." and e ~= ".." then out[#out + 1] = e end end
  else
    local p = io.popen('dir /b "' .. dir .. '" 2>nul || ls "' .. dir .. '"')
    for l in p:lines() do out[#out + 1] = l end
    p:close()
  end
  return out
end

local cmd, game, mod = arg[1], arg[2], arg[3]
local dir = GAMES[game or ""]
if not dir then print("unknown game; choose: balatro factorio dontstarve noita") os.exit(1) end
local order = read_order(dir)

if cmd == "list" then
  for i, m in ipairs(order) do print(i, m, "[enabled]") end
  for _, m in ipairs(list_dir(dir)) do
    local on = false
    for _, o in ipairs(order) do if o == m then on = true end end
    if not on and m ~= "load_order.txt" then print("-", m, "[disabled]") end
  end
elseif cmd == "enable" then
  order[#order + 1] = mod; write_order(dir, order); print("enabled " .. mod)
elseif cmd == "disable" then
  for i = #order, 1, -1 do if order[i] == mod then table.remove(order, i) end end
  write_order(dir, order); print("disabled " .. mod)
elseif cmd == "conflicts" then
  local owners = {}
  for _, m in ipairs(order) do
    for _, f in ipairs(list_dir(dir .. "/" .. m)) do
      owners[f] = owners[f] or {}; table.insert(owners[f], m)
    end
  end
  for f, ms in pairs(owners) do if #ms > 1 then print(f .. ": " .. table.concat(ms, ", ")) end end
end
