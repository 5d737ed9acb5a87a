<#
.SYNOPSIS
  Collect crash logs for a modded game and upload them to the ModHub analyzer.
#>
[CmdletBinding()]
param(
  [Parameter(Mandatory)][ValidateSet('skyrimse','fallout4','stardew','minecraft')][string]$Game,
  [int]$MaxFilesPerSource = 8,
  [string]$Analyzer = 'https://crash.modhub.invalid/api/v1/reports'
)
$ErrorActionPreference = 'Stop'
. (Join-Path $PSScriptRoot 'Expand-SourcePath.ps1')

$manifest = Get-Content (Join-Path $PSScriptRoot '..\manifest\log-sources.json') -Raw | ConvertFrom-Json
$sources  = @($manifest.common) + @($manifest.$Game)

# dxdiag summary helps with GPU driver crashes
Start-Process dxdiag -ArgumentList "/t $env:TEMP\modhub-dxdiag.txt" -Wait -WindowStyle Hidden -ErrorAction SilentlyContinue

$stage = Join-Path $env:TEMP ("modhub-" + [guid]::NewGuid().ToString('N'))
New-Item -ItemType Directory -Path $stage | Out-Null

foreach ($s in $sources) {
  $pattern = Expand-SourcePath $s.path
  if (-not $pattern) { continue }
  $files = Get-ChildItem -Path $pattern -File -Force -ErrorAction SilentlyContinue |
           Sort-Object LastWriteTime -Descending | Select-Object -First $MaxFilesPerSource
  $dest = Join-Path $stage $s.label
  New-Item -ItemType Directory -Path $dest -Force | Out-Null
  foreach ($f in $files) { Copy-Item -LiteralPath $f.FullName -Destination $dest -Force }
}

$zip = "$stage.zip"
Compress-Archive -Path (Join-Path $stage '*') -DestinationPath $zip -Force

$form = @{
  game   = $Game
  host   = $env:COMPUTERNAME
  report = Get-Item $zip
}
$resp = Invoke-RestMethod -Uri $Analyzer -Method Post -Form $form
Remove-Item $stage, $zip -Recurse -Force -ErrorAction SilentlyContinue
$resp | ConvertTo-Json -Depth 4
