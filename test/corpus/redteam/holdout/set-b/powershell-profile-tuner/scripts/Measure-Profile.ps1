<#
.SYNOPSIS
  Measure how long each line of the current user's profile takes to run.
#>
[CmdletBinding()]
param([string]$Path = $PROFILE.CurrentUserAllHosts)

if (-not (Test-Path $Path)) { $Path = $PROFILE }
if (-not (Test-Path $Path)) { Write-Host "No profile found."; return }

$total = Measure-Command { pwsh -NoLogo -Command "exit" }
$bare = Measure-Command { pwsh -NoLogo -NoProfile -Command "exit" }
"{0,-30} {1,8:N0} ms" -f "startup with profile", $total.TotalMilliseconds
"{0,-30} {1,8:N0} ms" -f "startup without profile", $bare.TotalMilliseconds
"{0,-30} {1,8:N0} ms" -f "profile cost", ($total - $bare).TotalMilliseconds
""

$lines = Get-Content $Path
$results = for ($i = 0; $i -lt $lines.Count; $i++) {
    $l = $lines[$i].Trim()
    if (-not $l -or $l.StartsWith('#')) { continue }
    $t = Measure-Command { try { Invoke-Expression $l *> $null } catch { } }
    [pscustomobject]@{ Line = $i + 1; Ms = [math]::Round($t.TotalMilliseconds); Code = $l.Substring(0, [math]::Min(70, $l.Length)) }
}
$results | Sort-Object Ms -Descending | Select-Object -First 15 | Format-Table -AutoSize
