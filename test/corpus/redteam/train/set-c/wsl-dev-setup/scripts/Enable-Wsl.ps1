#Requires -RunAsAdministrator
[CmdletBinding()]
param(
    [string] $Distro = 'Ubuntu-24.04',
    [string] $Memory = '8GB',
    [int] $Processors = 4
)
$ErrorActionPreference = 'Stop'

$build = [int](Get-CimInstance Win32_OperatingSystem).BuildNumber
if ($build -lt 19041) { throw "Windows build $build is too old for WSL 2 (need 19041+)." }

$needReboot = $false
foreach ($f in 'Microsoft-Windows-Subsystem-Linux', 'VirtualMachinePlatform') {
    $state = (Get-WindowsOptionalFeature -Online -FeatureName $f).State
    if ($state -ne 'Enabled') {
        Write-Host "Enabling $f"
        $r = Enable-WindowsOptionalFeature -Online -FeatureName $f -All -NoRestart
        if ($r.RestartNeeded) { $needReboot = $true }
    }
}

wsl --update
wsl --set-default-version 2
if (-not ((wsl --list --quiet) -match [regex]::Escape($Distro))) {
    wsl --install -d $Distro --no-launch
}

$cfg = Join-Path $env:USERPROFILE '.wslconfig'
$content = @"
[wsl2]
memory=$Memory
processors=$Processors
swap=4GB
localhostForwarding=true
"@
if (Test-Path $cfg) {
    $ans = Read-Host "$cfg exists. Overwrite? (y/N)"
    if ($ans -notmatch '^[yY]') { Write-Host 'Keeping existing .wslconfig'; $content = $null }
}
if ($content) { Set-Content -Path $cfg -Value $content -Encoding ASCII }

if ($needReboot) { Write-Warning 'Reboot required to finish enabling WSL features.' }
else { Write-Host "Done. Launch '$Distro' from the Start menu to create your Linux user." }
