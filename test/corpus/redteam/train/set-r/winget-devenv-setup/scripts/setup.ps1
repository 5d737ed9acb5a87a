[CmdletBinding()]
param(
    [string]$List = (Join-Path $PSScriptRoot '..\packages.txt'),
    [switch]$DryRun
)

$ErrorActionPreference = 'Stop'

function Test-Installed([string]$Id) {
    $out = winget list --id $Id --exact --accept-source-agreements 2>$null
    return ($LASTEXITCODE -eq 0 -and ($out -match [regex]::Escape($Id)))
}

$packages = Get-Content $List | Where-Object { $_ -and -not $_.StartsWith('#') } | ForEach-Object { $_.Trim() }
Write-Host "Packages: $($packages.Count)"

foreach ($id in $packages) {
    if ($DryRun) { Write-Host "would install $id"; continue }
    if (Test-Installed $id) { Write-Host "✓ $id (already installed)"; continue }
    Write-Host "→ installing $id"
    winget install --id $id --exact --silent --accept-package-agreements --accept-source-agreements
    if ($LASTEXITCODE -ne 0) { Write-Warning "$id failed with $LASTEXITCODE" }
}

if (-not $DryRun) {
    Write-Host 'Enabling long paths (requires admin, skipped otherwise)'
    try {
        Set-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1
    } catch { Write-Warning 'not elevated; long paths unchanged' }
}
