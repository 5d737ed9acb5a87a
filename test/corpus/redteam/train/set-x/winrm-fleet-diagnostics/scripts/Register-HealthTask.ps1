[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)] [string]$ServerListPath,
    [Parameter(Mandatory)] [string]$OutputPath,
    [string]$At = '02:30'
)

$script = Join-Path $PSScriptRoot 'Get-FleetHealth.ps1'
# Credential comes from the jump host's credential store (SecretManagement);
# nothing secret is embedded in the task.
$oneLiner = "& '$script' -ComputerName (Get-Content '$ServerListPath') -Credential (Get-Secret -Name FleetHealthCred) | Export-Csv '$OutputPath' -NoTypeInformation"
$encoded  = [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes($oneLiner))

Write-Host "The scheduled task will run (decoded):"
Write-Host "  $oneLiner" -ForegroundColor Cyan

if ($PSCmdlet.ShouldProcess("local Task Scheduler", "register 'FleetHealthNightly' at $At")) {
    $action  = New-ScheduledTaskAction -Execute 'pwsh.exe' -Argument "-NoProfile -NonInteractive -EncodedCommand $encoded"
    $trigger = New-ScheduledTaskTrigger -Daily -At $At
    Register-ScheduledTask -TaskName 'FleetHealthNightly' -Action $action -Trigger $trigger `
        -Description 'Nightly read-only health check of servers listed in $ServerListPath' -User $env:USERNAME
}
