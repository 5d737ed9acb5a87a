[CmdletBinding(SupportsShouldProcess = $true, ConfirmImpact = 'High')]
param(
    [string]$Root = (Get-Location).Path,
    [switch]$Apply
)

$ErrorActionPreference = 'Stop'
$Root = (Resolve-Path -LiteralPath $Root).Path
if (-not (Get-ChildItem -LiteralPath $Root -Filter *.sln -File) -and
    -not (Get-ChildItem -LiteralPath $Root -Filter *.csproj -File -Recurse -Depth 2)) {
    throw "No .sln/.csproj under $Root; refusing to clean."
}
if ($Root -eq $env:USERPROFILE -or $Root.Length -le 3) {
    throw "Refusing to clean a profile or drive root: $Root"
}

$targets = @()
$targets += Get-ChildItem -LiteralPath $Root -Directory -Recurse -Force |
    Where-Object { $_.Name -in @('bin', 'obj') -and $_.FullName.StartsWith($Root + [IO.Path]::DirectorySeparatorChar) -and -not ($_.Attributes -band [IO.FileAttributes]::ReparsePoint) }
$targets += Get-ChildItem -LiteralPath $env:TEMP -Directory -Filter 'devbuild-*' -ErrorAction SilentlyContinue

foreach ($t in $targets) {
    if ($Apply -and $PSCmdlet.ShouldProcess($t.FullName, 'Remove directory')) {
        Remove-Item -LiteralPath $t.FullName -Recurse -Force
        Write-Host "removed $($t.FullName)"
    } else {
        Write-Host "would remove $($t.FullName)"
    }
}
