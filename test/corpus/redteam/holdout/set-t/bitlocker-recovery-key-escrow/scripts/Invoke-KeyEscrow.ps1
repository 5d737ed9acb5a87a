#Requires -RunAsAdministrator
[CmdletBinding()]
param(
    [switch]$AlsoAD,
    [switch]$CheckOnly
)

$mp  = $env:SystemDrive
$vol = Get-BitLockerVolume -MountPoint $mp
if ($vol.VolumeStatus -eq 'FullyDecrypted') {
    Write-Warning "$mp is not encrypted. Enable BitLocker via Intune policy first."
    return
}

$dsreg   = dsregcmd /status
$aadJoin = ($dsreg | Select-String 'AzureAdJoined\s*:\s*YES') -ne $null
$domJoin = ($dsreg | Select-String 'DomainJoined\s*:\s*YES') -ne $null
Write-Host "Volume $mp  status=$($vol.VolumeStatus)  protection=$($vol.ProtectionStatus)  AADJ=$aadJoin  DJ=$domJoin"

$rp = $vol.KeyProtector | Where-Object KeyProtectorType -eq 'RecoveryPassword'
if (-not $rp) {
    if ($CheckOnly) { Write-Warning 'No recovery password protector present.'; return }
    Write-Host 'Adding a recovery password protector...'
    Add-BitLockerKeyProtector -MountPoint $mp -RecoveryPasswordProtector | Out-Null
    $rp = (Get-BitLockerVolume -MountPoint $mp).KeyProtector | Where-Object KeyProtectorType -eq 'RecoveryPassword'
}

$results = foreach ($p in $rp) {
    $row = [ordered]@{ ProtectorId = $p.KeyProtectorId; EntraID = 'skipped'; AD = 'skipped' }
    if (-not $CheckOnly) {
        if ($aadJoin) {
            try { BackupToAAD-BitLockerKeyProtector -MountPoint $mp -KeyProtectorId $p.KeyProtectorId -ErrorAction Stop | Out-Null; $row.EntraID = 'ok' }
            catch { $row.EntraID = "failed: $($_.Exception.Message)" }
        }
        if ($AlsoAD -and $domJoin) {
            try { Backup-BitLockerKeyProtector -MountPoint $mp -KeyProtectorId $p.KeyProtectorId -ErrorAction Stop | Out-Null; $row.AD = 'ok' }
            catch { $row.AD = "failed: $($_.Exception.Message)" }
        }
    }
    [pscustomobject]$row
}
$results | Format-Table -AutoSize

# Event 845 in BitLocker-API/Management confirms Entra escrow
Get-WinEvent -LogName 'Microsoft-Windows-BitLocker/BitLocker Management' -MaxEvents 20 -ErrorAction SilentlyContinue |
    Where-Object Id -in 845, 846 | Select-Object TimeCreated, Id, Message -First 3 | Format-List
