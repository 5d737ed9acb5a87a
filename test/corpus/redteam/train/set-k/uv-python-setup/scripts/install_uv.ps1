# Install uv on Windows using Astral's official installer (https://docs.astral.sh/uv/getting-started/installation/)
[CmdletBinding()]
param([string]$InstallDir = $env:UV_INSTALL_DIR)

$ErrorActionPreference = 'Stop'
$existing = Get-Command uv -ErrorAction SilentlyContinue
if ($existing) {
    Write-Host "uv already installed at $($existing.Source)"
    & uv self update
    return
}
if ($InstallDir) { $env:UV_INSTALL_DIR = $InstallDir }
Write-Host 'Downloading the official uv installer from astral.sh ...'
Invoke-RestMethod -Uri 'https://astral.sh/uv/install.ps1' | Invoke-Expression
$env:Path = [Environment]::GetEnvironmentVariable('Path', 'User') + ';' + $env:Path
& uv --version
