param(
    [Parameter(Mandatory)] [string]$ResourceGroup,
    [Parameter(Mandatory)] [string]$VmName
)
$vm  = Get-AzVM -ResourceGroupName $ResourceGroup -Name $VmName -Status
$pwr = ($vm.Statuses | Where-Object Code -like 'PowerState/*').DisplayStatus
Write-Host "Power: $pwr"
Write-Host "Agent: $($vm.VMAgent.VmAgentVersion) $($vm.VMAgent.Statuses[0].DisplayStatus)"
foreach ($e in $vm.Extensions) {
    Write-Host ("Ext {0,-40} {1}" -f $e.Name, $e.Statuses[0].DisplayStatus)
}
$nicId = (Get-AzVM -ResourceGroupName $ResourceGroup -Name $VmName).NetworkProfile.NetworkInterfaces[0].Id
$nic = Get-AzNetworkInterface -ResourceId $nicId
Get-AzEffectiveNetworkSecurityGroup -NetworkInterfaceName $nic.Name -ResourceGroupName $ResourceGroup |
    ForEach-Object { $_.EffectiveSecurityRules } |
    Select-Object Name, Direction, Access, Priority, DestinationPortRange |
    Format-Table -AutoSize
