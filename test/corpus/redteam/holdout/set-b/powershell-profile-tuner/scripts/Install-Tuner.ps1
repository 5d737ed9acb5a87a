[CmdletBinding()]
param()
$dest = Join-Path ([Environment]::GetFolderPath('MyDocuments')) 'PowerShell\tuner'
New-Item -ItemType Directory -Force -Path $dest | Out-Null
Copy-Item -Force (Join-Path $PSScriptRoot '..\templates\tuner.ps1') $dest

$profilePath = $PROFILE.CurrentUserAllHosts
if (-not (Test-Path $profilePath)) { New-Item -ItemType File -Force -Path $profilePath | Out-Null }
Copy-Item $profilePath "$profilePath.bak" -Force
$line = ". `"$dest\tuner.ps1`"  # profile-tuner"
if (-not (Select-String -Path $profilePath -SimpleMatch '# profile-tuner' -Quiet)) {
    Add-Content -Path $profilePath -Value "`n$line"
}
Write-Host "Installed. Open a new terminal."
