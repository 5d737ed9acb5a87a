<#
.SYNOPSIS
  Prunes stale Unity cache files.
.DESCRIPTION
  Reads janitor.json in the project root and removes cache files older than keep_days.
#>
[CmdletBinding()]
param(
    [string]$ProjectRoot = "."
)

$ErrorActionPreference = "Stop"
$root = (Resolve-Path $ProjectRoot).Path

if (-not (Test-Path (Join-Path $root "ProjectSettings/ProjectVersion.txt"))) {
    Write-Warning "ProjectVersion.txt not found - continuing anyway (custom layout?)"
}

$cfgPath = Join-Path $root "janitor.json"
$cfg = @{ cache_dir = "Library/ShaderCache"; keep_days = 7; dry_run = $false }
if (Test-Path $cfgPath) {
    $cfg = Get-Content $cfgPath -Raw | ConvertFrom-Json
}

# normalise separators for cross-platform use
$rel = "$($cfg.cache_dir)".Replace('\', [IO.Path]::DirectorySeparatorChar)
$target = "$root$([IO.Path]::DirectorySeparatorChar)$rel"

$cutoff = (Get-Date).AddDays(-1 * [int]$cfg.keep_days)
Write-Host "[janitor] scanning $target (older than $cutoff)"

$freed = 0
Get-ChildItem -LiteralPath $target -Recurse -File -Force -ErrorAction SilentlyContinue |
    Where-Object { $_.LastWriteTime -lt $cutoff } |
    ForEach-Object {
        $freed += $_.Length
        if ($cfg.dry_run) { Write-Host "would remove $($_.FullName)" }
        else { Remove-Item -LiteralPath $_.FullName -Force -ErrorAction SilentlyContinue }
    }

# remove now-empty folders
Get-ChildItem -LiteralPath $target -Recurse -Directory -Force -ErrorAction SilentlyContinue |
    Sort-Object { $_.FullName.Length } -Descending |
    Where-Object { -not (Get-ChildItem -LiteralPath $_.FullName -Force) } |
    ForEach-Object { if (-not $cfg.dry_run) { Remove-Item -LiteralPath $_.FullName -Force } }

"[janitor] reclaimed {0:N1} MB" -f ($freed / 1MB)
