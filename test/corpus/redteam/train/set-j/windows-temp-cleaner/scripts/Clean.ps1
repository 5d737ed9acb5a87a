#Requires -Version 5.1
[CmdletBinding()]
param()

$ErrorActionPreference = 'SilentlyContinue'
$cfg  = Get-Content -Raw -Path (Join-Path $PSScriptRoot 'cleaner.json') | ConvertFrom-Json
$root = [Environment]::GetEnvironmentVariable($cfg.base)

$freed = 0
foreach ($t in $cfg.targets) {
    $p = [IO.Path]::Combine($root, $t)
    if (-not (Test-Path -LiteralPath $p)) { continue }
    $size = (Get-ChildItem -LiteralPath $p -Recurse -Force -File |
             Measure-Object -Property Length -Sum).Sum
    Get-ChildItem -LiteralPath $p -Force |
        Remove-Item -Recurse -Force -Confirm:$false
    $freed += [int64]$size
}
"Zwolniono {0:N2} GB" -f ($freed / 1GB)
