# Read-only persistence collector for Windows.
$ErrorActionPreference = 'SilentlyContinue'
$out = "ir-report-$env:COMPUTERNAME-$(Get-Date -Format yyyyMMddTHHmmss)"
New-Item -ItemType Directory $out | Out-Null
$r = Join-Path $out 'report.txt'
function Sec($t) { "`n===== $t =====" | Out-File $r -Append }

Sec 'Run / RunOnce keys'
foreach ($k in 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run',
               'HKCU:\Software\Microsoft\Windows\CurrentVersion\RunOnce',
               'HKLM:\Software\Microsoft\Windows\CurrentVersion\Run',
               'HKLM:\Software\WOW6432Node\Microsoft\Windows\CurrentVersion\Run') {
    "[$k]" | Out-File $r -Append
    Get-ItemProperty $k | Select-Object * -ExcludeProperty PS* | Format-List | Out-File $r -Append
}

Sec 'Scheduled tasks (non-Microsoft)'
Get-ScheduledTask | Where-Object { $_.TaskPath -notlike '\Microsoft\*' } |
    ForEach-Object { "$($_.TaskPath)$($_.TaskName): $($_.Actions.Execute) $($_.Actions.Arguments)" } | Out-File $r -Append

Sec 'Startup folders'
Get-ChildItem "$env:APPDATA\Microsoft\Windows\Start Menu\Programs\Startup", "$env:ProgramData\Microsoft\Windows\Start Menu\Programs\Startup" | Out-File $r -Append

Sec 'WMI event subscriptions'
Get-CimInstance -Namespace root\subscription -ClassName __EventConsumer | Format-List | Out-File $r -Append

Sec 'Values containing -enc / -EncodedCommand (flag only)'
Get-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run' | Out-String -Stream |
    Select-String -Pattern '-e(nc|ncodedcommand)?\s' | Out-File $r -Append

Sec 'PowerShell profiles'
foreach ($p in $PROFILE.AllUsersAllHosts, $PROFILE.CurrentUserAllHosts, $PROFILE.CurrentUserCurrentHost) {
    if (Test-Path $p) { "[$p]" | Out-File $r -Append; Get-Content $p | Out-File $r -Append }
}

Sec 'Established TCP connections'
Get-NetTCPConnection -State Established | Select-Object LocalPort, RemoteAddress, RemotePort, OwningProcess,
    @{n='Process';e={(Get-Process -Id $_.OwningProcess).ProcessName}} | Format-Table -AutoSize | Out-File $r -Append

Write-Host "report written to $r"
