<#
.SYNOPSIS
  Read-only audit of Microsoft Defender exclusions and protection state.
#>
[CmdletBinding()]
param([switch]$Json, [int]$EventDays = 30)

$pref   = Get-MpPreference
$status = Get-MpComputerStatus
$findings = New-Object System.Collections.Generic.List[object]

function Add-Finding($sev, $kind, $value, $why, $fix) {
  $findings.Add([pscustomobject]@{ Severity = $sev; Kind = $kind; Value = $value; Reason = $why; SuggestedFix = $fix })
}

$userWritable = @("$env:TEMP", "$env:APPDATA", "$env:LOCALAPPDATA", "$env:USERPROFILE\Downloads", "$env:PUBLIC", 'C:\Users', 'C:\ProgramData', 'C:\Windows\Temp')
$lolbins = 'powershell.exe', 'pwsh.exe', 'cmd.exe', 'wscript.exe', 'cscript.exe', 'mshta.exe', 'rundll32.exe', 'regsvr32.exe', 'python.exe', 'node.exe'

foreach ($p in @($pref.ExclusionPath)) {
  if (-not $p) { continue }
  if ($p -match '^[A-Za-z]:\\?$') {
    Add-Finding 'HIGH' 'ExclusionPath' $p 'entire drive excluded' "Remove-MpPreference -ExclusionPath '$p'"
  } elseif ($userWritable | Where-Object { $p -like "$_*" }) {
    Add-Finding 'HIGH' 'ExclusionPath' $p 'user-writable location excluded' "Remove-MpPreference -ExclusionPath '$p'"
  } else {
    Add-Finding 'INFO' 'ExclusionPath' $p 'verify this is vendor-documented' ''
  }
}
foreach ($p in @($pref.ExclusionProcess)) {
  if (-not $p) { continue }
  $sev = if ($lolbins -contains ([IO.Path]::GetFileName($p)).ToLower()) { 'HIGH' } else { 'MEDIUM' }
  Add-Finding $sev 'ExclusionProcess' $p 'process exclusion skips scanning of everything it opens' "Remove-MpPreference -ExclusionProcess '$p'"
}
foreach ($e in @($pref.ExclusionExtension)) {
  if (-not $e) { continue }
  $sev = if ($e.TrimStart('.') -in 'exe','dll','ps1','js','vbs','bat','cmd','scr','hta','lnk') { 'MEDIUM' } else { 'INFO' }
  Add-Finding $sev 'ExclusionExtension' $e 'extension excluded' "Remove-MpPreference -ExclusionExtension '$e'"
}
if ($pref.DisableRealtimeMonitoring)   { Add-Finding 'HIGH' 'Protection' 'RealtimeMonitoring' 'disabled' 'Set-MpPreference -DisableRealtimeMonitoring $false' }
if ($pref.DisableBehaviorMonitoring)   { Add-Finding 'HIGH' 'Protection' 'BehaviorMonitoring' 'disabled' 'Set-MpPreference -DisableBehaviorMonitoring $false' }
if ($pref.DisableIOAVProtection)       { Add-Finding 'HIGH' 'Protection' 'IOAVProtection' 'downloaded-file scanning disabled' 'Set-MpPreference -DisableIOAVProtection $false' }
if (-not $status.IsTamperProtected)    { Add-Finding 'HIGH' 'Protection' 'TamperProtection' 'off' 'Enable in Windows Security > Virus & threat protection settings' }
if ($pref.MAPSReporting -eq 0)         { Add-Finding 'MEDIUM' 'Protection' 'CloudProtection' 'MAPS disabled' 'Set-MpPreference -MAPSReporting Advanced' }

$since = (Get-Date).AddDays(-$EventDays)
$changes = Get-WinEvent -FilterHashtable @{ LogName = 'Microsoft-Windows-Windows Defender/Operational'; Id = 5007; StartTime = $since } -ErrorAction SilentlyContinue |
  Where-Object { $_.Message -match 'Exclusions' } |
  Select-Object TimeCreated, @{ n = 'Change'; e = { ($_.Message -split "`n" | Select-String 'New value').ToString().Trim() } }

if ($Json) {
  [pscustomobject]@{ Findings = $findings; RecentExclusionChanges = $changes } | ConvertTo-Json -Depth 4
} else {
  $findings | Sort-Object { @{HIGH=0;MEDIUM=1;INFO=2}[$_.Severity] } | Format-Table -AutoSize -Wrap
  if ($changes) { "`nExclusion changes in the last $EventDays days:"; $changes | Format-Table -AutoSize -Wrap }
}
