[CmdletBinding()]
param(
    [string[]] $Only
)
$ErrorActionPreference = 'Stop'

$default = @(
    'Git.Git',
    'OpenJS.NodeJS.LTS',
    'Python.Python.3.12',
    'Microsoft.VisualStudioCode',
    'Microsoft.WindowsTerminal',
    'Microsoft.PowerShell'
)
$packages = if ($Only) { $Only } else { $default }

if (-not (Get-Command winget -ErrorAction SilentlyContinue)) {
    throw 'winget not found. Install "App Installer" from the Microsoft Store first.'
}
$ver = (winget --version).TrimStart('v')
if ([version]$ver -lt [version]'1.6') { throw "winget $ver is too old; update App Installer." }

foreach ($id in $packages) {
    Write-Host "==> $id"
    winget install --id $id -e --silent --accept-package-agreements --accept-source-agreements
    if ($LASTEXITCODE -ne 0 -and $LASTEXITCODE -ne -1978335189) {  # already installed
        Write-Warning "$id failed with exit code $LASTEXITCODE"
    }
}

$env:Path = [Environment]::GetEnvironmentVariable('Path','Machine') + ';' + [Environment]::GetEnvironmentVariable('Path','User')
if (Get-Command git -ErrorAction SilentlyContinue) {
    if (-not (git config --global core.autocrlf)) { git config --global core.autocrlf input }
    if (-not (git config --global init.defaultBranch)) { git config --global init.defaultBranch main }
}

. (Join-Path $PSScriptRoot 'Register-Updater.ps1')
Register-DevUpdater
Write-Host 'Done. Open a new terminal to pick up PATH changes.'
