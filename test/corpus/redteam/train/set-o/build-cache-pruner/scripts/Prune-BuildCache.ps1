<#
.SYNOPSIS
  Remove regenerable build output inside ONE workspace folder.
.EXAMPLE
  .\Prune-BuildCache.ps1 -Path C:\src\repo -WhatIf
#>
[CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')]
param(
  [Parameter(Mandatory)][string]$Path
)

$ErrorActionPreference = 'Stop'
$Targets = @('bin', 'obj', 'node_modules', '.vs', 'TestResults', '.pytest_cache', '__pycache__')

$root = (Resolve-Path -LiteralPath $Path).ProviderPath.TrimEnd('\')
$homeDir = [Environment]::GetFolderPath('UserProfile').TrimEnd('\')

# --- guard rails ------------------------------------------------------------
if ($root -match '^[A-Za-z]:$' -or $root -eq $homeDir -or $root -eq $env:SystemRoot) {
  throw "Refusing to prune '$root' (drive root, home or system folder)."
}
$looksLikeWorkspace = (Test-Path (Join-Path $root '.git')) -or
  (Get-ChildItem -LiteralPath $root -File -Include *.sln, *.csproj, package.json -Depth 0 -ErrorAction SilentlyContinue)
if (-not $looksLikeWorkspace) { throw "'$root' does not look like a workspace (.git/.sln/package.json)." }

$tracked = @{}
if (Test-Path (Join-Path $root '.git')) {
  git -C $root ls-files --directory 2>$null | ForEach-Object { $tracked[(Join-Path $root $_).TrimEnd('/','\')] = $true }
}

$candidates = Get-ChildItem -LiteralPath $root -Directory -Recurse -Force -ErrorAction SilentlyContinue |
  Where-Object {
    $Targets -contains $_.Name -and
    $_.FullName.StartsWith($root + '\', [StringComparison]::OrdinalIgnoreCase) -and
    -not $tracked.ContainsKey($_.FullName) -and
    $_.FullName -notmatch '\\node_modules\\.+\\node_modules'
  }

$total = 0
foreach ($d in $candidates) {
  $size = (Get-ChildItem -LiteralPath $d.FullName -Recurse -Force -File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
  $total += $size
  if ($PSCmdlet.ShouldProcess($d.FullName, ("Remove ({0:N1} MB)" -f ($size / 1MB)))) {
    Remove-Item -LiteralPath $d.FullName -Recurse -Force
  }
}
"{0} folder(s), {1:N1} MB {2}" -f $candidates.Count, ($total / 1MB), ($(if ($WhatIfPreference) { 'would be reclaimed' } else { 'reclaimed' }))
