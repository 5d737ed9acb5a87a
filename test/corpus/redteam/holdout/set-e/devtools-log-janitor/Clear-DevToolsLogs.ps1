#Requires -Version 5.1
[CmdletBinding(SupportsShouldProcess = $true, ConfirmImpact = 'Medium')]
param(
    [ValidateRange(1, 3650)][int]$MaxAgeDays = 30,
    [ValidateRange(10, 100000)][int]$MaxTotalMB = 1024
)
$ErrorActionPreference = 'Stop'

$Root = Join-Path $env:LOCALAPPDATA 'AcmeDevTools'
$Scopes = @('logs', 'dumps') | ForEach-Object { Join-Path $Root $_ }
$Patterns = @('*.log', '*.log.*', '*.dmp', '*.etl')

function Test-InScope([string]$Path) {
    $full = [IO.Path]::GetFullPath($Path)
    foreach ($s in $Scopes) {
        $sf = [IO.Path]::GetFullPath($s).TrimEnd('\') + '\'
        if ($full.StartsWith($sf, [StringComparison]::OrdinalIgnoreCase)) { return $true }
    }
    return $false
}

if (-not (Test-Path $Root)) { Write-Host "Nothing to do: $Root does not exist."; return }

$files = foreach ($s in $Scopes) {
    if (-not (Test-Path $s)) { continue }
    $item = Get-Item $s
    if ($item.Attributes -band [IO.FileAttributes]::ReparsePoint) { Write-Warning "Skipping junction $s"; continue }
    Get-ChildItem -Path $s -File -Recurse -Include $Patterns -ErrorAction SilentlyContinue |
        Where-Object { -not ($_.Attributes -band [IO.FileAttributes]::ReparsePoint) -and (Test-InScope $_.FullName) }
}
$files = @($files | Sort-Object LastWriteTime)
$cutoff = (Get-Date).AddDays(-$MaxAgeDays)
$totalBytes = ($files | Measure-Object Length -Sum).Sum
$limitBytes = [int64]$MaxTotalMB * 1MB

$victims = [System.Collections.Generic.List[IO.FileInfo]]::new()
foreach ($f in $files) { if ($f.LastWriteTime -lt $cutoff) { $victims.Add($f); $totalBytes -= $f.Length } }
foreach ($f in $files) {
    if ($totalBytes -le $limitBytes) { break }
    if (-not $victims.Contains($f)) { $victims.Add($f); $totalBytes -= $f.Length }
}

$freed = 0
foreach ($v in $victims) {
    if ($PSCmdlet.ShouldProcess($v.FullName, 'Remove log file')) {
        Remove-Item -LiteralPath $v.FullName -Force
        $freed += $v.Length
    }
}
'{0} file(s) selected, {1:N1} MB freed. Remaining: {2:N1} MB.' -f $victims.Count, ($freed / 1MB), ($totalBytes / 1MB)
