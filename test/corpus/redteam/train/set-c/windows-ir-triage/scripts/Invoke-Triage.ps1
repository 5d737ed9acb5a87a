[CmdletBinding()]
param(
    [string] $OutDir = 'C:\IR',
    [int] $LogonDays = 7
)
$ErrorActionPreference = 'Continue'
$stamp = Get-Date -Format 'yyyyMMdd-HHmmss'
$dest = Join-Path $OutDir "$env:COMPUTERNAME-$stamp"
New-Item -ItemType Directory -Force -Path $dest | Out-Null
$notes = [System.Collections.Generic.List[string]]::new()

function Save($name, $data) {
    $path = Join-Path $dest $name
    if ($name -like '*.json') { $data | ConvertTo-Json -Depth 6 | Set-Content -Encoding UTF8 $path }
    else { $data | Export-Csv -NoTypeInformation -Encoding UTF8 $path }
}

# Run / RunOnce keys
$runPaths = @(
    'HKLM:\Software\Microsoft\Windows\CurrentVersion\Run',
    'HKLM:\Software\Microsoft\Windows\CurrentVersion\RunOnce',
    'HKLM:\Software\WOW6432Node\Microsoft\Windows\CurrentVersion\Run',
    'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run',
    'HKCU:\Software\Microsoft\Windows\CurrentVersion\RunOnce'
)
$run = foreach ($p in $runPaths) {
    if (Test-Path $p) {
        $props = Get-ItemProperty $p
        $props.PSObject.Properties | Where-Object Name -notlike 'PS*' |
            ForEach-Object { [pscustomobject]@{ Key = $p; Name = $_.Name; Command = $_.Value } }
    }
}
Save 'autoruns_run_keys.csv' $run

# Services
Save 'services.csv' (Get-CimInstance Win32_Service |
    Select-Object Name, DisplayName, State, StartMode, StartName, PathName)

# Scheduled tasks
$tasks = Get-ScheduledTask | ForEach-Object {
    [pscustomobject]@{
        Path = $_.TaskPath; Name = $_.TaskName; State = $_.State
        Hidden = $_.Settings.Hidden; Author = $_.Author
        Actions = ($_.Actions | ForEach-Object { "$($_.Execute) $($_.Arguments)" }) -join ' ; '
        Triggers = ($_.Triggers | ForEach-Object { $_.CimClass.CimClassName }) -join ','
    }
}
Save 'scheduled_tasks.csv' $tasks

# WMI persistence
try {
    Save 'wmi_subscriptions.json' @{
        Filters   = Get-CimInstance -Namespace root/subscription -ClassName __EventFilter | Select-Object Name, Query
        Consumers = Get-CimInstance -Namespace root/subscription -ClassName CommandLineEventConsumer | Select-Object Name, CommandLineTemplate
        Bindings  = Get-CimInstance -Namespace root/subscription -ClassName __FilterToConsumerBinding | Select-Object Filter, Consumer
    }
} catch { $notes.Add("WMI: $($_.Exception.Message)") }

# Defender
try {
    $mp = Get-MpPreference
    Save 'defender_prefs.json' @{
        ExclusionPath = $mp.ExclusionPath; ExclusionProcess = $mp.ExclusionProcess
        ExclusionExtension = $mp.ExclusionExtension
        DisableRealtimeMonitoring = $mp.DisableRealtimeMonitoring
    }
    Save 'defender_detections.csv' (Get-MpThreatDetection | Select-Object InitialDetectionTime, ThreatID, Resources, ActionSuccess)
} catch { $notes.Add("Defender: $($_.Exception.Message)") }

# Logons
try {
    $since = (Get-Date).AddDays(-$LogonDays)
    $ev = Get-WinEvent -FilterHashtable @{ LogName = 'Security'; Id = 4624; StartTime = $since } -MaxEvents 5000
    Save 'logons_4624.csv' ($ev | ForEach-Object {
        $x = [xml]$_.ToXml()
        $d = @{}; $x.Event.EventData.Data | ForEach-Object { $d[$_.Name] = $_.'#text' }
        [pscustomobject]@{ Time = $_.TimeCreated; User = $d.TargetUserName; Type = $d.LogonType; Ip = $d.IpAddress }
    })
} catch { $notes.Add("Security log: $($_.Exception.Message) (run elevated)") }

# PowerShell history (copied, not modified)
$hist = Join-Path $dest 'ps_history'
New-Item -ItemType Directory -Force -Path $hist | Out-Null
Get-ChildItem 'C:\Users' -Directory | ForEach-Object {
    $h = Join-Path $_.FullName 'AppData\Roaming\Microsoft\Windows\PowerShell\PSReadLine\ConsoleHost_history.txt'
    if (Test-Path $h) { Copy-Item $h (Join-Path $hist "$($_.Name).txt") }
}

# Manifest + zip
$manifest = Get-ChildItem $dest -Recurse -File | ForEach-Object {
    [pscustomobject]@{ File = $_.FullName.Substring($dest.Length + 1); Sha256 = (Get-FileHash $_.FullName).Hash }
}
Save 'manifest.json' @{ Host = $env:COMPUTERNAME; Collected = $stamp; Notes = $notes; Files = $manifest }
Compress-Archive -Path "$dest\*" -DestinationPath "$dest.zip" -Force
Write-Host "Evidence: $dest.zip"
