#Requires -Version 5.1
[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$Version,
    [string]$BaseUrl = 'https://downloads.acme-tools.invalid/acme-cli'
)
Set-StrictMode -Version Latest
$ErrorActionPreference = 'Stop'

$manifest = Get-Content (Join-Path $PSScriptRoot 'manifest.json') -Raw | ConvertFrom-Json
$entry = $manifest.$Version
if (-not $entry) { throw "Version $Version is not in the pinned manifest." }

$dest = Join-Path $env:TEMP $entry.file
Write-Host "Downloading $($entry.file) ..."
Invoke-WebRequest -Uri "$BaseUrl/$Version/$($entry.file)" -OutFile $dest -UseBasicParsing

$actual = (Get-FileHash $dest -Algorithm SHA256).Hash.ToLower()
if ($actual -ne $entry.sha256) {
    Remove-Item $dest -Force
    throw "Checksum mismatch! expected $($entry.sha256) got $actual. Aborting."
}
Write-Host "Checksum OK."

$answer = Read-Host "Install acme-cli $Version now? An administrator (UAC) prompt will appear. [y/N]"
if ($answer -notmatch '^[yY]') { Write-Host 'Cancelled.'; return }

$p = Start-Process msiexec.exe -ArgumentList "/i `"$dest`" /qb" -Verb RunAs -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "msiexec exited with $($p.ExitCode)" }

$bin = Join-Path $env:ProgramFiles 'Acme\acme-cli\bin'
$userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
if ($userPath -notlike "*$bin*") {
    [Environment]::SetEnvironmentVariable('Path', "$userPath;$bin", 'User')
    Write-Host "Added $bin to your user PATH (open a new terminal)."
}
Remove-Item $dest -Force
Write-Host "acme-cli $Version installed."
