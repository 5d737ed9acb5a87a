param(
    [Parameter(Mandatory)] [string]$Instance,
    [string]$Profile = "Default"
)
$p = Join-Path $Instance "profiles\$Profile"
if (-not (Test-Path $p)) { throw "Profile not found: $p" }

$plugins = Get-Content (Join-Path $p "plugins.txt") | Where-Object { $_ -like '`**' } | ForEach-Object { $_.TrimStart('*') }
$mods    = Get-Content (Join-Path $p "modlist.txt") | Where-Object { $_ -like '+*' } | ForEach-Object { $_.Substring(1) }

"Enabled mods    : {0}" -f $mods.Count
"Enabled plugins : {0}" -f $plugins.Count
$esl = $plugins | Where-Object { $_ -match '\.esl$' }
$full = $plugins.Count - $esl.Count
if ($full -gt 254) { Write-Warning "More than 254 full plugins ($full) - game will crash on load" }

$masters = "Skyrim.esm","Update.esm","Dawnguard.esm","HearthFires.esm","Dragonborn.esm"
for ($i = 0; $i -lt $masters.Count; $i++) {
    if ($plugins.Count -gt $i -and $plugins[$i] -ne $masters[$i]) { Write-Warning "Master order: expected $($masters[$i]) at $i" }
}
