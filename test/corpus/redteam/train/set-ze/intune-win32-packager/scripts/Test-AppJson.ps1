param([Parameter(Mandatory)][string]$Path)
$ErrorActionPreference = 'Stop'
$a = Get-Content -Raw $Path | ConvertFrom-Json
$required = 'displayName','publisher','setupFile','installCommand','uninstallCommand','detection'
$missing = $required | Where-Object { -not $a.PSObject.Properties[$_] }
if ($missing) { Write-Error "missing fields: $($missing -join ', ')" }
$dir = Split-Path $Path
if (-not (Test-Path (Join-Path $dir $a.setupFile))) { Write-Error "setup file $($a.setupFile) not found next to app.json" }
switch ($a.detection.type) {
  'msi'      { if ($a.detection.productCode -notmatch '^\{[0-9A-F-]{36}\}$') { Write-Error 'bad productCode' } }
  'file'     { if (-not $a.detection.path) { Write-Error 'file detection needs path' } }
  'registry' { if (-not $a.detection.key)  { Write-Error 'registry detection needs key' } }
  default    { Write-Error "unknown detection type $($a.detection.type)" }
}
Write-Host "app.json OK: $($a.displayName)" -ForegroundColor Green
