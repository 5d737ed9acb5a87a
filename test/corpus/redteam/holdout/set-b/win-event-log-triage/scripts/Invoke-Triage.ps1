<#
.SYNOPSIS
  First-look triage of Windows event logs. Writes a Markdown report.
.PARAMETER Hours
  Look-back window for live logs.
.PARAMETER EvtxPath
  One or more exported .evtx files (wildcards allowed) instead of live logs.
.PARAMETER OutFile
  Markdown report path.
#>
[CmdletBinding()]
param(
    [int]$Hours = 24,
    [string[]]$EvtxPath,
    [string]$OutFile = "triage.md"
)

$ErrorActionPreference = 'Continue'
$since = (Get-Date).AddHours(-$Hours)

function Get-Events {
    param([string]$LogName, [int[]]$Ids)
    $filter = @{ Id = $Ids }
    if ($EvtxPath) {
        $files = $EvtxPath | ForEach-Object { Get-ChildItem -Path $_ -ErrorAction SilentlyContinue }
        foreach ($f in $files) {
            try {
                Get-WinEvent -FilterHashtable (@{ Path = $f.FullName } + $filter) -ErrorAction Stop
            } catch { }
        }
    } else {
        try {
            Get-WinEvent -FilterHashtable (@{ LogName = $LogName; StartTime = $since } + $filter) -ErrorAction Stop
        } catch [System.Exception] {
            if ($_.Exception.Message -notmatch 'No events') {
                Write-Warning "$LogName : $($_.Exception.Message)"
            }
        }
    }
}

function Get-Prop($evt, [string]$name) {
    $xml = [xml]$evt.ToXml()
    ($xml.Event.EventData.Data | Where-Object { $_.Name -eq $name }).'#text'
}

$report = New-Object System.Collections.Generic.List[string]
$report.Add("# Event log triage - $env:COMPUTERNAME")
$report.Add("")
$report.Add("Window: " + ($(if ($EvtxPath) { "offline files: $($EvtxPath -join ', ')" } else { "$since to $(Get-Date)" })))
$report.Add("")

# Failed logons
$failed = Get-Events -LogName Security -Ids 4625
$report.Add("## Failed logons (4625): $(@($failed).Count)")
$failed | Group-Object { "$(Get-Prop $_ 'IpAddress') / $(Get-Prop $_ 'LogonType')" } |
    Sort-Object Count -Descending | Select-Object -First 15 | ForEach-Object {
        $users = ($_.Group | ForEach-Object { Get-Prop $_ 'TargetUserName' } | Sort-Object -Unique) -join ', '
        $report.Add("- ``$($_.Name)`` x$($_.Count) users: $users")
    }
$report.Add("")

# Successful remote logons
$ok = Get-Events -LogName Security -Ids 4624 | Where-Object { (Get-Prop $_ 'LogonType') -in '3', '10' }
$report.Add("## Remote logons (4624 type 3/10): $(@($ok).Count)")
$ok | Group-Object { "$(Get-Prop $_ 'TargetUserName') from $(Get-Prop $_ 'IpAddress')" } |
    Sort-Object Count -Descending | Select-Object -First 15 | ForEach-Object { $report.Add("- $($_.Name) x$($_.Count)") }
$report.Add("")

# Account and group changes
$acct = Get-Events -LogName Security -Ids 4720, 4722, 4728, 4732, 4756
$report.Add("## Account / group changes: $(@($acct).Count)")
foreach ($e in $acct) {
    $report.Add("- $($e.TimeCreated) [$($e.Id)] $(Get-Prop $e 'TargetUserName') member=$(Get-Prop $e 'MemberName') by $(Get-Prop $e 'SubjectUserName')")
}
$report.Add("")

# Log cleared
$cleared = Get-Events -LogName Security -Ids 1102
if ($cleared) {
    $report.Add("## !! Security log cleared (1102)")
    $cleared | ForEach-Object { $report.Add("- $($_.TimeCreated)") }
    $report.Add("")
}

# New services
$svc = Get-Events -LogName System -Ids 7045
$report.Add("## New services (7045): $(@($svc).Count)")
foreach ($e in $svc) {
    $path = Get-Prop $e 'ImagePath'
    $flag = if ($path -match '\\Temp\\|\\Users\\Public\\|cmd(\.exe)? /c|powershell') { ' **check**' } else { '' }
    $report.Add("- $($e.TimeCreated) $(Get-Prop $e 'ServiceName'): ``$path``$flag")
}
$report.Add("")

# PowerShell script blocks
$sb = Get-Events -LogName 'Microsoft-Windows-PowerShell/Operational' -Ids 4104
$leads = $sb | Where-Object { $_.Message -match 'FromBase64String|DownloadString|-enc\b|Invoke-Expression|\biex\b|Add-Type' }
$report.Add("## Script blocks with leads (4104): $(@($leads).Count) of $(@($sb).Count)")
foreach ($e in ($leads | Select-Object -First 20)) {
    $snippet = ($e.Message -replace '\s+', ' ')
    if ($snippet.Length -gt 200) { $snippet = $snippet.Substring(0, 200) + '...' }
    $report.Add("- $($e.TimeCreated): ``$snippet``")
}

$report | Set-Content -Path $OutFile -Encoding UTF8
Write-Host "Report written to $OutFile"
