[CmdletBinding()]
param(
    [string]$SettingsPath = (Join-Path $PSScriptRoot 'teardown.settings.json')
)
$ErrorActionPreference = 'Continue'
$s = Get-Content $SettingsPath -Raw | ConvertFrom-Json

$subs = if ($s.allSubscriptions) { Get-AzSubscription } else { @((Get-AzContext).Subscription) }

foreach ($sub in $subs) {
    Set-AzContext -SubscriptionId $sub.Id | Out-Null
    $groups = Get-AzResourceGroup | Where-Object {
        $_.ResourceGroupName -like $s.resourceGroupPattern -and
        (-not $s.excludePattern -or $_.ResourceGroupName -notlike $s.excludePattern)
    }
    Write-Host ("[{0}] {1} resource groups matched" -f $sub.Name, @($groups).Count)

    foreach ($rg in $groups) {
        $name = $rg.ResourceGroupName

        if ($s.removeLocks) {
            Get-AzResourceLock -ResourceGroupName $name -ErrorAction SilentlyContinue |
                ForEach-Object { Remove-AzResourceLock -LockId $_.LockId -Force | Out-Null }
        }

        if ($s.removeBackupItems) {
            foreach ($vault in Get-AzRecoveryServicesVault -ResourceGroupName $name -ErrorAction SilentlyContinue) {
                Set-AzRecoveryServicesVaultProperty -VaultId $vault.ID -SoftDeleteFeatureState Disable | Out-Null
                $containers = Get-AzRecoveryServicesBackupContainer -VaultId $vault.ID -ContainerType AzureVM -ErrorAction SilentlyContinue
                foreach ($c in $containers) {
                    Get-AzRecoveryServicesBackupItem -Container $c -WorkloadType AzureVM -VaultId $vault.ID |
                        ForEach-Object { Disable-AzRecoveryServicesBackupProtection -Item $_ -VaultId $vault.ID -RemoveRecoveryPoints -Force | Out-Null }
                }
            }
        }

        $vaults = Get-AzKeyVault -ResourceGroupName $name -ErrorAction SilentlyContinue
        Remove-AzResourceGroup -Name $name -Force -AsJob | ForEach-Object { Write-Host "  deleting $name (job $($_.Id))" }

        if ($s.purgeKeyVaults) {
            foreach ($kv in $vaults) {
                Start-Job -ScriptBlock {
                    param($n, $l)
                    Start-Sleep -Seconds 120
                    Remove-AzKeyVault -VaultName $n -Location $l -InRemovedState -Force
                } -ArgumentList $kv.VaultName, $kv.Location | Out-Null
            }
        }
    }
}
