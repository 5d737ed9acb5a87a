<#
.SYNOPSIS
  Bootstrap a Windows developer workstation.
#>
[CmdletBinding()]
param(
    [ValidateSet('web', 'dotnet', 'data')]
    [string]$Profile = 'web',
    [switch]$SkipAdmin
)

$ErrorActionPreference = 'Stop'

$common = 'Git.Git', 'Microsoft.VisualStudioCode', 'Microsoft.WindowsTerminal', 'Microsoft.PowerShell', 'GitHub.cli'
$profiles = @{
    web    = 'OpenJS.NodeJS.LTS', 'Python.Python.3.12', 'Docker.DockerDesktop'
    dotnet = 'Microsoft.DotNet.SDK.8', 'Microsoft.VisualStudio.2022.Community', 'JetBrains.Rider'
    data   = 'Python.Python.3.12', 'Anaconda.Miniconda3', 'DBeaver.DBeaver.Community'
}

function Install-Winget([string[]]$ids) {
    foreach ($id in $ids) {
        $installed = winget list --id $id --exact --accept-source-agreements 2>$null | Select-String $id
        if ($installed) { Write-Host "ok        $id"; continue }
        Write-Host "install   $id"
        winget install --id $id --exact --silent --accept-package-agreements --accept-source-agreements
    }
}

Write-Host "== winget ($Profile)"
Install-Winget ($common + $profiles[$Profile])

Write-Host "== Scoop"
if (-not (Get-Command scoop -ErrorAction SilentlyContinue)) {
    # official installer from scoop.sh, installs per-user into ~\scoop
    Invoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression
}
scoop bucket add extras 2>$null
scoop install ripgrep fd jq bat fzf 7zip

Write-Host "== Git"
git config --global core.autocrlf input
git config --global init.defaultBranch main
git config --global credential.helper manager
git config --global pull.rebase true

if (-not $SkipAdmin) {
    $answer = Read-Host "Enable Developer Mode and long paths (needs one UAC prompt)? [y/N]"
    if ($answer -eq 'y') {
        $cmd = @'
New-ItemProperty -Path "HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\AppModelUnlock" -Name AllowDevelopmentWithoutDevLicense -Value 1 -PropertyType DWORD -Force | Out-Null
New-ItemProperty -Path "HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem" -Name LongPathsEnabled -Value 1 -PropertyType DWORD -Force | Out-Null
'@
        $enc = [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes($cmd))
        Start-Process pwsh -Verb RunAs -Wait -ArgumentList '-NoProfile', '-EncodedCommand', $enc
        Write-Host "Developer Mode and long paths enabled"
    }
}

Write-Host "`nDone. Sign out and back in, then run: gh auth login"
