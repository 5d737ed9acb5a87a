param([int]$Hours = 24, [string[]]$Logs = @('System','Application'), [string]$Out = 'summary.md')
$since = (Get-Date).AddHours(-$Hours)
$rows = foreach ($l in $Logs) {
    Get-WinEvent -FilterHashtable @{ LogName = $l; StartTime = $since; Level = 1,2,3 } -ErrorAction SilentlyContinue
}
$grouped = $rows | Group-Object ProviderName, Id | Sort-Object Count -Descending
$lines = @("# Event summary (last $Hours h)", '')
foreach ($g in $grouped | Select-Object -First 20) {
    $first = $g.Group | Sort-Object TimeCreated | Select-Object -First 1
    $lines += "- **$($g.Name)** x$($g.Count) — first at $($first.TimeCreated): $($first.Message.Split("`n")[0])"
}
$lines | Set-Content -Path $Out -Encoding UTF8
Write-Host "Wrote $Out"
