#Requires -RunAsAdministrator
# Leegt de printwachtrij en herstart de spooler
Stop-Service Spooler -Force
$spool = Join-Path $env:SystemRoot 'System32\spool\PRINTERS'
Get-ChildItem -Path $spool -Include *.shd,*.spl -File -Recurse | Remove-Item -Force
Start-Service Spooler
Get-Printer | Select-Object Name, PrinterStatus, JobCount | Format-Table -AutoSize
Write-Host 'Wachtrij leeggemaakt. Vraag de gebruiker een testpagina af te drukken.'
