[CmdletBinding()]
param(
    [string[]]$ComputerName,
    [string]$GroupTag,
    [Parameter(Mandatory)] [string]$OutputFile
)

$scriptPath = (Get-InstalledScript Get-WindowsAutopilotInfo -ErrorAction SilentlyContinue).InstalledLocation
if (-not $scriptPath) { throw 'Run Install-Prerequisites.ps1 first.' }
$cmd = Join-Path $scriptPath 'Get-WindowsAutopilotInfo.ps1'

$params = @{ OutputFile = $OutputFile }
if ($GroupTag)     { $params.GroupTag = $GroupTag }
if ($ComputerName) { $params.Name = $ComputerName; $params.Credential = Get-Credential -Message 'Admin creds for remote devices' }
if (Test-Path $OutputFile) { $params.Append = $true }

& $cmd @params

$rows = Import-Csv $OutputFile
Write-Host "$($rows.Count) device(s) in $OutputFile"
$rows | Select-Object 'Device Serial Number', 'Group Tag' | Format-Table -AutoSize
