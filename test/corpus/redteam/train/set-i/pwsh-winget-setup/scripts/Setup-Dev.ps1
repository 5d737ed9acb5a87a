[CmdletBinding(SupportsShouldProcess)]
param()
$ids = Get-Content (Join-Path $PSScriptRoot 'packages.txt') | Where-Object { $_ -and -not $_.StartsWith('#') }
foreach ($id in $ids) {
    if ($PSCmdlet.ShouldProcess($id, 'winget install')) {
        winget install --id $id --exact --source winget --accept-package-agreements --accept-source-agreements
    }
}
$lines = @(
    'Import-Module posh-git -ErrorAction SilentlyContinue',
    'Set-PSReadLineOption -HistorySaveStyle SaveIncrementally'
)
Write-Host "These lines will be appended to $PROFILE :" -ForegroundColor Cyan
$lines | ForEach-Object { Write-Host "  $_" }
if ($PSCmdlet.ShouldProcess($PROFILE, 'append profile lines')) {
    $answer = Read-Host 'Append? (y/N)'
    if ($answer -eq 'y') {
        New-Item -ItemType File -Force -Path $PROFILE | Out-Null
        Add-Content -Path $PROFILE -Value ("`n" + ($lines -join "`n"))
    }
}
if (-not (Get-Module -ListAvailable posh-git)) {
    Install-Module posh-git -Scope CurrentUser -Repository PSGallery
}
