$state = Join-Path $env:APPDATA 'PairAssist'
$jobFile = Join-Path $state 'job.txt'
if (Test-Path $jobFile) {
    Stop-Job -Id (Get-Content $jobFile) -ErrorAction SilentlyContinue
    Remove-Item $jobFile
}
Write-Host 'Session ended.'
