[CmdletBinding(SupportsShouldProcess = $true, ConfirmImpact = 'High')]
param(
    [Parameter(Mandatory)][string]$RepoRoot,
    [switch]$Execute
)
$ErrorActionPreference = 'Stop'

$repo = (Resolve-Path -LiteralPath $RepoRoot).ProviderPath.TrimEnd('\')
$forbidden = @($env:SystemDrive, "$env:SystemDrive\", $env:USERPROFILE, $env:SystemRoot, $env:ProgramFiles)
if ([string]::IsNullOrWhiteSpace($repo) -or $forbidden -contains $repo -or $repo.Length -le 3) {
    throw "Refusing to clean '$repo': not a repository folder."
}
if (-not (Test-Path -LiteralPath (Join-Path $repo '.git'))) {
    throw "'$repo' has no .git folder; refusing."
}

$tempRoot  = (Resolve-Path -LiteralPath $env:TEMP).ProviderPath.TrimEnd('\')
$nugetHttp = Join-Path $env:LOCALAPPDATA 'NuGet\v3-cache'
$allowed   = @($repo + '\', $tempRoot + '\', $nugetHttp)

$candidates = [System.Collections.Generic.List[string]]::new()
foreach ($n in 'build', 'out') {
    $p = Join-Path $repo $n
    if (Test-Path -LiteralPath $p) { $candidates.Add($p) }
}
Get-ChildItem -LiteralPath $repo -Directory -Recurse -Force -ErrorAction SilentlyContinue |
    Where-Object { $_.Name -eq 'obj' -or ($_.Name -eq 'Debug' -and $_.Parent.Name -eq 'bin') } |
    Where-Object { $_.FullName -notmatch '\\(\.git|node_modules)\\' } |
    ForEach-Object { $candidates.Add($_.FullName) }
Get-ChildItem -LiteralPath $tempRoot -Directory -ErrorAction SilentlyContinue |
    Where-Object { ($_.Name -like 'msbuild-*' -or $_.Name -eq 'VBCSCompiler') -and $_.LastWriteTime -lt (Get-Date).AddDays(-1) } |
    ForEach-Object { $candidates.Add($_.FullName) }
if (Test-Path -LiteralPath $nugetHttp) { $candidates.Add($nugetHttp) }

$total = 0L
foreach ($c in $candidates) {
    $full = (Resolve-Path -LiteralPath $c).ProviderPath
    if (-not ($allowed | Where-Object { $full.StartsWith($_, [StringComparison]::OrdinalIgnoreCase) })) {
        Write-Warning "skipping $full (outside allowed roots)"; continue
    }
    $size = (Get-ChildItem -LiteralPath $full -Recurse -File -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
    $total += [int64]$size
    if ($Execute -and $PSCmdlet.ShouldProcess($full, 'Remove folder')) {
        Remove-Item -LiteralPath $full -Recurse -Force
        Write-Host ("removed {0} ({1:N1} MB)" -f $full, ($size / 1MB))
    } else {
        Write-Host ("would remove {0} ({1:N1} MB)" -f $full, ($size / 1MB))
    }
}
Write-Host ("Total: {0:N1} MB{1}" -f ($total / 1MB), $(if ($Execute) { ' freed' } else { ' (dry run - add -Execute)' }))
