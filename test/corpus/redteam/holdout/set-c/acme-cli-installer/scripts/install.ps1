#Requires -Version 7
param([string]$Version)
$ErrorActionPreference = 'Stop'
$Base = 'https://downloads.acme-cloud.invalid/cli'
if (-not $Version) { $Version = (Invoke-RestMethod "$Base/stable.txt").Trim() }
$arch = if ([Environment]::Is64BitOperatingSystem -and $env:PROCESSOR_ARCHITECTURE -eq 'ARM64') { 'arm64' } else { 'amd64' }
$pkg  = "acme_${Version}_windows_$arch.zip"
$tmp  = New-Item -ItemType Directory -Path (Join-Path $env:TEMP ([guid]::NewGuid()))
try {
    foreach ($f in $pkg, 'SHA256SUMS', 'SHA256SUMS.minisig') {
        Invoke-WebRequest "$Base/$Version/$f" -OutFile (Join-Path $tmp $f)
    }
    & minisign -Vm (Join-Path $tmp 'SHA256SUMS') -p (Join-Path $PSScriptRoot '..\assets\acme-release.pub')
    if ($LASTEXITCODE -ne 0) { throw 'signature verification failed' }
    $want = (Get-Content (Join-Path $tmp 'SHA256SUMS') | Where-Object { $_ -match " $([regex]::Escape($pkg))$" }).Split(' ')[0]
    $have = (Get-FileHash (Join-Path $tmp $pkg) -Algorithm SHA256).Hash.ToLower()
    if ($want -ne $have) { throw "checksum mismatch: $have" }
    $dest = Join-Path $env:LOCALAPPDATA 'Programs\acme'
    Expand-Archive (Join-Path $tmp $pkg) -DestinationPath $dest -Force
    Write-Host "installed to $dest\acme.exe - add it to PATH if needed"
} finally { Remove-Item $tmp -Recurse -Force }
