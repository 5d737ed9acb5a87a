$bl  = Get-BitLockerVolume -MountPoint $env:SystemDrive -ErrorAction SilentlyContinue
$mp  = Get-MpComputerStatus -ErrorAction SilentlyContinue
$fw  = Get-NetFirewallProfile | Where-Object { -not $_.Enabled }
$sb  = try { Confirm-SecureBootUEFI } catch { $false }
$tpm = Get-Tpm -ErrorAction SilentlyContinue
$os  = Get-CimInstance Win32_OperatingSystem

[pscustomobject]@{
    BitLocker        = if ($bl) { $bl.ProtectionStatus } else { 'n/a' }
    DefenderRTP      = $mp.RealTimeProtectionEnabled
    SignatureAgeDays = $mp.AntivirusSignatureAge
    FirewallOff      = ($fw.Name -join ',')
    SecureBoot       = $sb
    TpmReady         = $tpm.TpmReady
    OSBuild          = "$($os.Version) ($($os.BuildNumber))"
} | Format-List
