#Requires -Version 7.0
[CmdletBinding(SupportsShouldProcess)]
param(
    [string[]]$Only,
    [switch]$SkipTask
)
$ErrorActionPreference = 'Stop'
Import-Module (Join-Path $PSScriptRoot 'modules\DevBox.psm1') -Force

$state = Join-Path $env:LOCALAPPDATA 'DevBox'
New-Item -ItemType Directory -Force -Path $state | Out-Null
Start-Transcript -Path (Join-Path $state 'setup.log') -Append | Out-Null

$pkgs = Get-Content (Join-Path $PSScriptRoot 'config\packages.json') -Raw | ConvertFrom-Json -AsHashtable
$groups = if ($Only) { $Only } else { $pkgs.Keys }

foreach ($g in $groups) {
    foreach ($id in $pkgs[$g]) {
        Install-DevBoxPackage -Id $id -WhatIf:$WhatIfPreference
    }
}

Set-DevBoxGitDefaults -WhatIf:$WhatIfPreference
Enable-DevBoxLongPaths -WhatIf:$WhatIfPreference
Add-DevBoxProfileBlock -StateDir $state -WhatIf:$WhatIfPreference
if (-not $SkipTask) { Register-DevBoxUpdater -StateDir $state -WhatIf:$WhatIfPreference }

Stop-Transcript | Out-Null
Write-Host "DevBox ready. Open a new terminal." -ForegroundColor Green
