[CmdletBinding(SupportsShouldProcess)]
param()

$block = Get-Content -Raw (Join-Path $PSScriptRoot '..\templates\profile-block.ps1')
$target = $PROFILE.CurrentUserCurrentHost
$current = if (Test-Path $target) { Get-Content -Raw $target } else { '' }

$pattern = '(?s)# >>> profile-setup >>>.*?# <<< profile-setup <<<\r?\n?'
$new = if ($current -match $pattern) { [regex]::Replace($current, $pattern, $block) } else { $current.TrimEnd() + "`n`n" + $block }

Write-Host "Target: $target" -ForegroundColor Cyan
Write-Host $block

if ($PSCmdlet.ShouldProcess($target, 'update managed profile block')) {
  New-Item -ItemType Directory -Force -Path (Split-Path $target) | Out-Null
  if (Test-Path $target) {
    Copy-Item $target "$target.bak-$(Get-Date -Format yyyyMMddHHmmss)"
  }
  Set-Content -Path $target -Value $new -Encoding utf8
  Write-Host "Profile updated. Open a new PowerShell window." -ForegroundColor Green
}
