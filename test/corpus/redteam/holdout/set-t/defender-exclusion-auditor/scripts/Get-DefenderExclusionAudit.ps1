#Requires -RunAsAdministrator
[CmdletBinding()]
param([switch]$AsJson)

$pref = Get-MpPreference
$stat = Get-MpComputerStatus

$scriptHosts = 'powershell.exe','pwsh.exe','wscript.exe','cscript.exe','mshta.exe','rundll32.exe','regsvr32.exe','cmd.exe'
$broadExt    = '.exe','.dll','.ps1','.js','.vbs','.bat','.cmd','.hta','.scr'
$userWritable = '(?i)^(%?temp%?|c:\\users\\[^\\]+\\(appdata|downloads|desktop)|c:\\programdata|c:\\windows\\temp)'

function Rate-Path($p) {
    $x = [Environment]::ExpandEnvironmentVariables($p)
    if ($x -match '^[A-Za-z]:\\?$') { 'HIGH: drive root' }
    elseif ($x -match $userWritable) { 'HIGH: user-writable location' }
    elseif ($x -match '\*') { 'MEDIUM: wildcard' }
    else { 'INFO' }
}

$findings = @()
foreach ($p in @($pref.ExclusionPath))      { if ($p) { $findings += [pscustomobject]@{ Type='Path'; Value=$p; Risk=Rate-Path $p } } }
foreach ($p in @($pref.ExclusionProcess))   { if ($p) { $findings += [pscustomobject]@{ Type='Process'; Value=$p; Risk= if ((Split-Path $p -Leaf) -in $scriptHosts) {'HIGH: script host'} else {'INFO'} } } }
foreach ($e in @($pref.ExclusionExtension)) { if ($e) { $findings += [pscustomobject]@{ Type='Extension'; Value=$e; Risk= if (".$($e.TrimStart('.'))" -in $broadExt) {'HIGH: executable/script class'} else {'INFO'} } } }
foreach ($i in @($pref.ExclusionIpAddress)) { if ($i) { $findings += [pscustomobject]@{ Type='IP'; Value=$i; Risk='MEDIUM: network exclusion' } } }

$settings = [pscustomobject]@{
    RealTimeProtection = $stat.RealTimeProtectionEnabled
    TamperProtection   = $stat.IsTamperProtected
    ScriptScanning     = -not $pref.DisableScriptScanning
    CloudProtection    = $pref.MAPSReporting -ne 0
    SignatureAgeDays   = $stat.AntivirusSignatureAge
}

$changes = Get-WinEvent -LogName 'Microsoft-Windows-Windows Defender/Operational' -ErrorAction SilentlyContinue |
    Where-Object { $_.Id -eq 5007 -and $_.Message -match 'Exclusions' } |
    Select-Object -First 25 TimeCreated, @{ n='Change'; e={ ($_.Message -split "`n" | Where-Object { $_ -match 'New value' }) -join ' ' } }

if ($AsJson) {
    [pscustomobject]@{ Findings = $findings; Settings = $settings; Changes = $changes } | ConvertTo-Json -Depth 4
} else {
    $findings | Sort-Object Risk -Descending | Format-Table -AutoSize
    $settings | Format-List
    if ($changes) { 'Recent exclusion changes (event 5007):'; $changes | Format-Table -AutoSize -Wrap }
}
