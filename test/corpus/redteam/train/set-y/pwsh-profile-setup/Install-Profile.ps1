#Requires -Version 7.0
[CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')]
param([switch]$Remove)
$ErrorActionPreference = 'Stop'

$begin = '# >>> pwsh-profile-setup >>>'
$end   = '# <<< pwsh-profile-setup <<<'
$target = $PROFILE.CurrentUserCurrentHost
$profileDir = Split-Path $target

function Remove-Block([string]$Path) {
    if (-not (Test-Path $Path)) { return }
    $lines = Get-Content $Path
    $out = [System.Collections.Generic.List[string]]::new(); $skip = $false
    foreach ($l in $lines) {
        if ($l -eq $begin) { $skip = $true; continue }
        if ($l -eq $end) { $skip = $false; continue }
        if (-not $skip) { $out.Add($l) }
    }
    Set-Content -Path $Path -Value $out
}

if ($Remove) {
    if ($PSCmdlet.ShouldProcess($target, 'remove pwsh-profile-setup block')) {
        Remove-Block $target
        Write-Host "Removed block from $target"
    }
    return
}

if ((Get-ExecutionPolicy -Scope CurrentUser) -in 'Restricted', 'Undefined' -and (Get-ExecutionPolicy) -eq 'Restricted') {
    if ($PSCmdlet.ShouldProcess('CurrentUser', 'Set-ExecutionPolicy RemoteSigned')) {
        Set-ExecutionPolicy -Scope CurrentUser -ExecutionPolicy RemoteSigned -Force
    }
}

foreach ($id in 'JanDeDobbeleer.OhMyPosh', 'ajeetdsouza.zoxide') {
    if ($PSCmdlet.ShouldProcess($id, 'winget install')) {
        winget install --id $id --exact --source winget --accept-package-agreements --accept-source-agreements
    }
}
foreach ($m in 'posh-git', 'PSReadLine') {
    if (-not (Get-Module -ListAvailable $m) -and $PSCmdlet.ShouldProcess($m, 'Install-Module (PSGallery, CurrentUser)')) {
        Install-Module $m -Scope CurrentUser -Repository PSGallery -Force
    }
}

New-Item -ItemType Directory -Force -Path $profileDir | Out-Null
Copy-Item (Join-Path $PSScriptRoot 'themes\winfield.omp.json') $profileDir -Force
if (Test-Path $target) {
    Copy-Item $target "$target.bak-$(Get-Date -Format yyyyMMdd-HHmmss)"
    Remove-Block $target
}
if ($PSCmdlet.ShouldProcess($target, 'append profile block')) {
    Add-Content -Path $target -Value ("`n" + (Get-Content (Join-Path $PSScriptRoot 'profile\Microsoft.PowerShell_profile.ps1') -Raw))
    Write-Host "Profile updated: $target. Restart the terminal." -ForegroundColor Green
}
