--[[
  web_export.lua — darktable storage: export, convert to AVIF/WebP, strip GPS, write gallery.json
  Uses darktable's lib/dtutils.file helpers (bundled with darktable lua-scripts).
]]
local dt = require "darktable"
local df = require "lib/dtutils.file"
local du = require "lib/dtutils"

du.check_min_api_version("7.0.0", "web_export")

local MOD = "web_export"
local gettext = dt.gettext.gettext

local format_combo = dt.new_widget("combobox") {
  label = "format", selected = 1, "avif", "webp", "both",
}
local quality_slider = dt.new_widget("slider") {
  label = "quality", soft_min = 40, soft_max = 95, hard_min = 10, hard_max = 100, step = 1, digits = 0, value = 70,
}
local strip_gps = dt.new_widget("check_button") { label = "strip GPS", value = true }

local function q(path) return df.sanitize_filename(path) end

local function run(cmd)
  dt.print_log(MOD .. ": " .. cmd)
  local ok = dt.control.execute(cmd)
  return ok == 0
end

local function convert(src, fmt, quality)
  local base = src:gsub("%.%w+$", "")
  if fmt == "webp" then
    return run(string.format("cwebp -quiet -q %d -metadata icc %s -o %s", quality, q(src), q(base .. ".webp"))), base .. ".webp"
  else
    return run(string.format("avifenc -q %d -s 6 %s %s", quality, q(src), q(base .. ".avif"))), base .. ".avif"
  end
end

local function store(storage, image, format, filename, number, total, high_quality, extra)
  local quality = math.floor(quality_slider.value)
  if strip_gps.value and df.check_if_bin_exists("exiftool") then
    run(string.format("exiftool -q -overwrite_original -gps:all= -xmp:geotag= %s", q(filename)))
  end
  local fmts = format_combo.value == "both" and { "avif", "webp" } or { format_combo.value }
  extra.items = extra.items or {}
  for _, f in ipairs(fmts) do
    local ok, out = convert(filename, f, quality)
    if ok then
      table.insert(extra.items, { file = df.get_filename(out), title = image.title or "", w = image.final_width, h = image.final_height })
    end
  end
  os.remove(filename) -- the intermediate JPEG darktable wrote into the export dir
  dt.print(string.format("web export %d/%d", number, total))
end

local function finalize(storage, image_table, extra)
  local dir
  for _, fn in pairs(image_table) do dir = df.get_path(fn); break end
  if not dir then return end
  local fh = io.open(dir .. "gallery.json", "w")
  fh:write("[\n")
  for i, it in ipairs(extra.items or {}) do
    fh:write(string.format('  {"file": %q, "title": %q, "w": %d, "h": %d}%s\n', it.file, it.title, it.w or 0, it.h or 0,
      i < #extra.items and "," or ""))
  end
  fh:write("]\n")
  fh:close()
  dt.print("gallery.json written to " .. dir)
end

dt.register_storage(MOD, "web export (AVIF/WebP)", store, finalize, nil, nil,
  dt.new_widget("box") { orientation = "vertical", format_combo, quality_slider, strip_gps })
