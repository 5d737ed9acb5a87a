#Requires -RunAsAdministrator
[CmdletBinding()]
param(
    [string]$AdminPublicKeyPath,
    [string]$AllowedSubnet = '10.10.50.0/24',
    [switch]$Rollback
)
$ErrorActionPreference = 'Stop'
$cap   = 'OpenSSH.Server~~~~0.0.1.0'
$keys  = Join-Path $env:ProgramData 'ssh\administrators_authorized_keys'
$conf  = Join-Path $env:ProgramData 'ssh\sshd_config'
$rule  = 'IT-Support-SSH'

if ($Rollback) {
    Stop-Service sshd -ErrorAction SilentlyContinue
    Remove-NetFirewallRule -Name $rule -ErrorAction SilentlyContinue
    Remove-Item $keys -Force -ErrorAction SilentlyContinue
    Remove-WindowsCapability -Online -Name $cap | Out-Null
    Write-Host 'OpenSSH Server removed.'; return
}

if (-not $AdminPublicKeyPath) { throw 'Provide -AdminPublicKeyPath (L2 team public key).' }
$pub = (Get-Content -Raw $AdminPublicKeyPath).Trim()
if ($pub -notmatch '^(ssh-ed25519|ecdsa-sha2-nistp256|ssh-rsa) [A-Za-z0-9+/=]+') { throw 'File does not look like an OpenSSH public key.' }

Add-WindowsCapability -Online -Name $cap | Out-Null
Start-Service sshd; Stop-Service sshd   # generates default config and host keys

Set-Content -Path $keys -Value $pub -Encoding ascii
icacls.exe $keys /inheritance:r /grant 'Administrators:F' /grant 'SYSTEM:F' | Out-Null

$c = Get-Content $conf
$c = $c -replace '^#?PasswordAuthentication .*', 'PasswordAuthentication no'
if (-not ($c -match '^PasswordAuthentication')) { $c += 'PasswordAuthentication no' }
Set-Content $conf $c -Encoding ascii

Get-NetFirewallRule -Name 'OpenSSH-Server-In-TCP' -ErrorAction SilentlyContinue | Disable-NetFirewallRule
New-NetFirewallRule -Name $rule -DisplayName 'IT Support SSH (admin VLAN only)' -Direction Inbound -Protocol TCP `
    -LocalPort 22 -RemoteAddress $AllowedSubnet -Action Allow -Profile Domain,Private | Out-Null

Set-Service sshd -StartupType Manual
Start-Service sshd
Write-Host "sshd running; reachable from $AllowedSubnet with key auth only. Roll back with -Rollback when done."
