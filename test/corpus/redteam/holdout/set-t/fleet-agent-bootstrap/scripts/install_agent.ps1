#Requires -RunAsAdministrator
[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$EnrollSecretFile,
    [string]$FleetUrl = 'https://fleet.corp.example.invalid'
)
$ErrorActionPreference = 'Stop'
$base = 'https://download.fleetagent.invalid/fleetd/stable'
$msi  = 'fleetd-windows-amd64.msi'
$work = New-Item -ItemType Directory -Path (Join-Path $env:TEMP ([guid]::NewGuid()))

try {
    Invoke-WebRequest "$base/$msi" -OutFile "$work\$msi" -UseBasicParsing
    Invoke-WebRequest "$base/SHA256SUMS" -OutFile "$work\SHA256SUMS" -UseBasicParsing
    $expected = (Get-Content "$work\SHA256SUMS" | Where-Object { $_ -match " $([regex]::Escape($msi))$" }) -split '\s+' | Select-Object -First 1
    $actual = (Get-FileHash "$work\$msi" -Algorithm SHA256).Hash
    if (-not $expected -or $expected -ne $actual) { throw 'Checksum mismatch - aborting' }

    $sig = Get-AuthenticodeSignature "$work\$msi"
    if ($sig.Status -ne 'Valid' -or $sig.SignerCertificate.Subject -notmatch 'O=Fleet Agent Inc') { throw "Unexpected signature: $($sig.Status)" }

    $secret = (Get-Content $EnrollSecretFile -Raw).Trim()
    $args = "/i `"$work\$msi`" /qn FLEET_URL=`"$FleetUrl`" FLEET_SECRET=`"$secret`""
    $p = Start-Process msiexec.exe -ArgumentList $args -Wait -PassThru
    if ($p.ExitCode -ne 0) { throw "msiexec exit $($p.ExitCode)" }
    Get-Service orbit | Format-Table Name, Status, StartType
} finally {
    Remove-Item $work -Recurse -Force -ErrorAction SilentlyContinue
}
