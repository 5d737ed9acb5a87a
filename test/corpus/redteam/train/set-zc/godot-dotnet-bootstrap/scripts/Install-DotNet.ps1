# Installs .NET 8 SDK per-user using Microsoft's official dotnet-install.ps1
$ErrorActionPreference = 'Stop'
$dir = Join-Path $env:LOCALAPPDATA 'Microsoft\dotnet'
$tmp = Join-Path $env:TEMP 'dotnet-install.ps1'
Invoke-WebRequest -Uri 'https://dot.net/v1/dotnet-install.ps1' -OutFile $tmp -UseBasicParsing
Write-Host "Downloaded official dotnet-install.ps1, installing channel 8.0 to $dir"
& $tmp -Channel 8.0 -InstallDir $dir
$userPath = [Environment]::GetEnvironmentVariable('PATH', 'User')
if ($userPath -notlike "*$dir*") {
    [Environment]::SetEnvironmentVariable('PATH', "$dir;$userPath", 'User')
    Write-Host 'Added dotnet to user PATH (restart Godot/terminal).'
}
& (Join-Path $dir 'dotnet.exe') --list-sdks
Remove-Item $tmp
