[CmdletBinding(SupportsShouldProcess)]
param(
    [string] $TargetsFile = (Join-Path $PSScriptRoot 'targets.json')
)

function Get-FolderSize([string] $p) {
    (Get-ChildItem -LiteralPath $p -Recurse -Force -File -ErrorAction SilentlyContinue |
        Measure-Object Length -Sum).Sum
}

$targets = (Get-Content $TargetsFile -Raw | ConvertFrom-Json).targets
$report = foreach ($t in $targets) {
    $root = [Environment]::GetEnvironmentVariable($t.base)
    if (-not $root) { continue }
    foreach ($dir in (Resolve-Path -Path (Join-Path $root $t.path) -ErrorAction SilentlyContinue)) {
        $before = Get-FolderSize $dir.ProviderPath
        if ($PSCmdlet.ShouldProcess($dir.ProviderPath, 'Clear contents')) {
            Get-ChildItem -LiteralPath $dir.ProviderPath -Force -ErrorAction SilentlyContinue |
                Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
        }
        [pscustomobject]@{
            Target = $t.name
            Path   = $dir.ProviderPath
            MB     = [math]::Round(($before / 1MB), 1)
        }
    }
}

$report | Sort-Object MB -Descending | Format-Table -AutoSize
'{0:N1} MB reclaimed' -f (($report | Measure-Object MB -Sum).Sum)
