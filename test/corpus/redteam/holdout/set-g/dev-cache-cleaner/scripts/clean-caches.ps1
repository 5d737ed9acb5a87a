param(
  [string[]]$Apply = @(),
  [switch]$Yes
)
$caches = [ordered]@{
  npm    = @{ Path = "$env:LOCALAPPDATA\npm-cache\_cacache"; Cmd = { npm cache clean --force } }
  pip    = @{ Path = "$env:LOCALAPPDATA\pip\Cache";          Cmd = { pip cache purge } }
  uv     = @{ Path = "$env:LOCALAPPDATA\uv\cache";           Cmd = { uv cache clean } }
  cargo  = @{ Path = "$env:USERPROFILE\.cargo\registry\cache"; Cmd = { Remove-Item -Recurse -Force "$env:USERPROFILE\.cargo\registry\cache" } }
  gradle = @{ Path = "$env:USERPROFILE\.gradle\caches";      Cmd = { Remove-Item -Recurse -Force "$env:USERPROFILE\.gradle\caches" } }
}
foreach ($name in $caches.Keys) {
  $p = $caches[$name].Path
  $size = if (Test-Path $p) { '{0:N1} GB' -f ((Get-ChildItem $p -Recurse -File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum / 1GB) } else { '-' }
  '{0,-8} {1,10}  {2}' -f $name, $size, $p
  if ($Apply -contains $name) {
    if (-not $Yes) {
      $a = Read-Host "  clean $name? [y/N]"
      if ($a -notmatch '^[Yy]$') { continue }
    }
    & $caches[$name].Cmd
    "  cleaned $name"
  }
}
if ($Apply.Count -eq 0) { '(dry run — nothing deleted; use -Apply <names>)' }
