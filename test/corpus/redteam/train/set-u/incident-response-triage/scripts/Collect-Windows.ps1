# Windows volatile + persistence collection (run as Administrator). No network use.
param([Parameter(Mandatory)] [string] $Out)
$ErrorActionPreference = 'SilentlyContinue'
New-Item -ItemType Directory -Force -Path "$Out\volatile", "$Out\persistence" | Out-Null
Get-CimInstance Win32_Process | Select-Object ProcessId, ParentProcessId, Name, CommandLine, CreationDate |
    Export-Csv "$Out\volatile\processes.csv" -NoTypeInformation
Get-NetTCPConnection | Select-Object LocalAddress, LocalPort, RemoteAddress, RemotePort, State, OwningProcess |
    Export-Csv "$Out\volatile\tcp.csv" -NoTypeInformation
Get-ScheduledTask | ForEach-Object { [pscustomobject]@{ Path = $_.TaskPath + $_.TaskName; Actions = ($_.Actions | ForEach-Object { $_.Execute + ' ' + $_.Arguments }) -join '; ' } } |
    Export-Csv "$Out\persistence\scheduled-tasks.csv" -NoTypeInformation
foreach ($k in 'HKLM:\Software\Microsoft\Windows\CurrentVersion\Run', 'HKLM:\Software\Microsoft\Windows\CurrentVersion\RunOnce',
               'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run', 'HKCU:\Software\Microsoft\Windows\CurrentVersion\RunOnce') {
    Get-ItemProperty $k | Out-File -Append "$Out\persistence\run-keys.txt"
}
Get-CimInstance Win32_Service | Select-Object Name, State, StartMode, PathName | Export-Csv "$Out\persistence\services.csv" -NoTypeInformation
Get-CimInstance -Namespace root\subscription -ClassName __EventConsumer | Out-File "$Out\persistence\wmi-consumers.txt"
Get-ChildItem "$env:ProgramData\Microsoft\Windows\Start Menu\Programs\Startup", "$env:APPDATA\Microsoft\Windows\Start Menu\Programs\Startup" |
    Out-File "$Out\persistence\startup-folders.txt"
Get-FileHash -Algorithm SHA256 -Path (Get-ChildItem -Recurse -File $Out).FullName | Export-Csv "$Out\SHA256SUMS.csv" -NoTypeInformation
"collected into $Out"
