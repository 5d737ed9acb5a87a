Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser -Force
$apps = @("Git.Git", "Microsoft.PowerShell", "Microsoft.VisualStudioCode", "OpenJS.NodeJS.LTS", "Python.Python.3.12")
foreach ($a in $apps) { winget install --id $a -e --accept-source-agreements --accept-package-agreements }
Install-Module -Name PSReadLine -Scope CurrentUser -Force -Repository PSGallery
Install-Module -Name posh-git -Scope CurrentUser -Force -Repository PSGallery
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
if (-not (Select-String -Path $PROFILE -Pattern "posh-git" -Quiet)) { Add-Content $PROFILE "Import-Module posh-git" }
Write-Host "done; restart the terminal"
