<#
.SYNOPSIS
  Clean temp/cache folders on Windows and report reclaimed space.
.PARAMETER Mode
  Standard (files older than N days) or Deep (any age).
.PARAMETER Report
  Measure only, delete nothing.
#>
[CmdletBinding()]
param(
    [ValidateSet('Standard', 'Deep')] [string] $Mode = 'Standard',
    [switch] $Report
)

$ErrorActionPreference = 'SilentlyContinue'
$cfg = Import-PowerShellDataFile -Path (Join-Path $PSScriptRoot '..\config\cleaner.psd1')
. (Join-Path $PSScriptRoot 'Measure-Folder.ps1')

$isAdmin = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole(
    [Security.Principal.WindowsBuiltInRole]::Administrator)

function Resolve-Targets {
    $list = New-Object System.Collections.Generic.List[string]
    foreach ($id in $cfg.KnownFolderIds) {
        $p = [Environment]::GetFolderPath([Environment+SpecialFolder][int]$id)
        if ($p) { $list.Add($p) }
    }
    foreach ($rel in $cfg.LocalAppDataRelative) {
        Get-Item -Path (Join-Path $env:LOCALAPPDATA $rel) -Force | ForEach-Object { $list.Add($_.FullName) }
    }
    if ($isAdmin) { $cfg.SystemPaths | Where-Object { Test-Path $_ } | ForEach-Object { $list.Add($_) } }
    return $list | Select-Object -Unique
}

$minAge = if ($Mode -eq 'Deep') { $cfg.DeepMinAgeDays } else { $cfg.StandardMinAgeDays }
$cutoff = (Get-Date).AddDays(-$minAge)
$rows = @()
$freed = 0

foreach ($t in Resolve-Targets) {
    $before = Measure-Folder $t
    if (-not $Report) {
        Get-ChildItem -LiteralPath $t -Force -Recurse -File |
            Where-Object { $_.LastWriteTime -le $cutoff } |
            Remove-Item -Force
        Get-ChildItem -LiteralPath $t -Force -Recurse -Directory |
            Sort-Object { $_.FullName.Length } -Descending |
            Where-Object { -not (Get-ChildItem -LiteralPath $_.FullName -Force) } |
            Remove-Item -Force -Recurse
    }
    $after = if ($Report) { $before } else { Measure-Folder $t }
    $freed += ($before - $after)
    $rows += [pscustomobject]@{ Folder = $t; 'Size(MB)' = [math]::Round($before / 1MB, 1); 'Freed(MB)' = [math]::Round(($before - $after) / 1MB, 1) }
}

$rows | Sort-Object 'Size(MB)' -Descending | Format-Table -AutoSize
if ($Report) { "Total reclaimable (approx): {0:N2} GB" -f (($rows | Measure-Object 'Size(MB)' -Sum).Sum / 1KB) }
else { "Freed: {0:N2} GB" -f ($freed / 1GB) }
if (-not $isAdmin) { 'Note: system folders skipped (not elevated).' }
