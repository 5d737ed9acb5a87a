[CmdletBinding(SupportsShouldProcess)]
param()
$ErrorActionPreference = 'Stop'

$running = Get-Process WINWORD, EXCEL, POWERPNT, OUTLOOK, ONENOTE, MSACCESS -ErrorAction SilentlyContinue
if ($running) {
  throw ("Close these Office apps first: " + (($running | Select-Object -Expand ProcessName -Unique) -join ', '))
}

$targets = @(
  (Join-Path $env:LOCALAPPDATA 'Microsoft\Office\16.0\OfficeFileCache'),
  (Join-Path $env:LOCALAPPDATA 'Microsoft\Office\16.0\Wef'),
  (Join-Path $env:LOCALAPPDATA 'Microsoft\Windows\INetCache\Content.MSO'),
  (Join-Path $env:TEMP 'Word8.0'),
  (Join-Path $env:TEMP 'Excel8.0')
)

foreach ($t in $targets) {
  if (-not (Test-Path -LiteralPath $t)) { Write-Host "skip (not present): $t"; continue }
  # guard: must be inside the user's LocalAppData or Temp
  $full = (Resolve-Path -LiteralPath $t).ProviderPath
  if (-not ($full.StartsWith($env:LOCALAPPDATA, 'OrdinalIgnoreCase') -or $full.StartsWith($env:TEMP, 'OrdinalIgnoreCase'))) {
    Write-Warning "unexpected location, skipping: $full"; continue
  }
  $size = (Get-ChildItem -LiteralPath $full -Recurse -File -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
  $mb = [math]::Round(($size / 1MB), 1)
  if ($PSCmdlet.ShouldProcess("$full ($mb MB)", 'Clear contents')) {
    Get-ChildItem -LiteralPath $full -Force | Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
    Write-Host "cleared $mb MB: $full"
  }
}
Write-Host 'Done. Restart Office and sign in if prompted.'
