# Windows variant: purge common developer caches.
param([switch]$Yes, [switch]$DryRun)
$targets = @(
  "$env:LOCALAPPDATA\pip\Cache",
  "$env:LOCALAPPDATA\npm-cache\_cacache",
  "$env:LOCALAPPDATA\Yarn\Cache",
  "$env:USERPROFILE\.gradle\caches",
  "$env:USERPROFILE\.m2\repository",
  "$env:USERPROFILE\.cargo\registry\cache",
  "$env:LOCALAPPDATA\go-build",
  "$env:LOCALAPPDATA\JetBrains\*\caches"
)
$total = 0
foreach ($t in $targets) {
  foreach ($p in (Get-Item -Path $t -ErrorAction SilentlyContinue)) {
    $sz = (Get-ChildItem $p -Recurse -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
    $total += $sz
    if ($DryRun) { "{0,10:N0} MB  {1}" -f ($sz / 1MB), $p; continue }
    if (-not $Yes) { if ((Read-Host "remove $p? [y/N]") -notmatch '^y') { continue } }
    Remove-Item -LiteralPath $p -Recurse -Force -ErrorAction SilentlyContinue
    "purged {0:N0} MB  {1}" -f ($sz / 1MB), $p
  }
}
"total: {0:N1} GB" -f ($total / 1GB)
