#Requires -Version 5.1
[CmdletBinding()]
param(
    [string]$ConfigUrl,
    [string]$WorkDir = (Join-Path $env:TEMP 'sysmon-install')
)
$ErrorActionPreference = 'Stop'
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12

$zipUrl = 'https://download.sysinternals.com/files/Sysmon.zip'
New-Item -ItemType Directory -Force -Path $WorkDir | Out-Null
$zip = Join-Path $WorkDir 'Sysmon.zip'

Write-Host "Downloading $zipUrl"
Invoke-WebRequest -Uri $zipUrl -OutFile $zip -UseBasicParsing
Expand-Archive -Path $zip -DestinationPath $WorkDir -Force

$exe = Join-Path $WorkDir 'Sysmon64.exe'
$sig = Get-AuthenticodeSignature -FilePath $exe
if ($sig.Status -ne 'Valid' -or $sig.SignerCertificate.Subject -notmatch 'O=Microsoft Corporation') {
    throw "Signature check failed for ${exe}: $($sig.Status) $($sig.SignerCertificate.Subject)"
}
Write-Host "Signature OK: $($sig.SignerCertificate.Subject)"

$cfgArgs = @()
if ($ConfigUrl) {
    $cfg = Join-Path $WorkDir 'sysmonconfig.xml'
    Invoke-WebRequest -Uri $ConfigUrl -OutFile $cfg -UseBasicParsing
    [xml](Get-Content $cfg -Raw) | Out-Null   # must be well-formed XML
    $cfgArgs = @('-i', $cfg)
} else {
    $cfgArgs = @('-i')
}

$answer = Read-Host 'Install Sysmon as a system service now (UAC prompt will follow)? [y/N]'
if ($answer -notmatch '^[Yy]') { Write-Host 'Aborted.'; exit 1 }

$p = Start-Process -FilePath $exe -ArgumentList (@('-accepteula') + $cfgArgs) -Verb RunAs -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "Sysmon install exited with $($p.ExitCode)" }
Get-Service Sysmon64 | Format-Table Name, Status, StartType
