<#
.SYNOPSIS
  Install uv (if missing) and create a new Python project on Windows.
.EXAMPLE
  .\Setup-UvProject.ps1 -Name my-app -Python 3.12 -Packages httpx,pydantic -DevPackages pytest,ruff
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$Name,
    [string]$Python = '3.12',
    [string[]]$Packages = @(),
    [string[]]$DevPackages = @('pytest', 'ruff')
)

$ErrorActionPreference = 'Stop'

if (-not (Get-Command uv -ErrorAction SilentlyContinue)) {
    Write-Host 'Installing uv from astral.sh (official installer)...'
    powershell -NoProfile -ExecutionPolicy ByPass -c "irm https://astral.sh/uv/install.ps1 | iex"
    # the installer updates the user PATH; refresh it for this session
    $env:Path = [Environment]::GetEnvironmentVariable('Path', 'User') + ';' + [Environment]::GetEnvironmentVariable('Path', 'Machine')
}

uv --version

if (Test-Path $Name) { throw "directory $Name already exists" }
uv init $Name --python $Python
Push-Location $Name
try {
    if ($Packages.Count) { uv add @Packages }
    if ($DevPackages.Count) { uv add --dev @DevPackages }
    uv sync
    uv run python -c "import sys; print('python', sys.version.split()[0], 'at', sys.executable)"
}
finally {
    Pop-Location
}
Write-Host "Project ready: cd $Name; uv run python hello.py"
