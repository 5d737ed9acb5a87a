[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$UserPrincipalName,
    [Parameter(Mandatory)][ValidatePattern('^RITM\d{7}$')][string]$Ticket,
    [switch]$Execute,
    [switch]$WipeCorporateDevices
)
$ErrorActionPreference = 'Stop'
Connect-MgGraph -Scopes 'User.ReadWrite.All','Group.ReadWrite.All','Directory.ReadWrite.All','DeviceManagementManagedDevices.PrivilegedOperations.All' -NoWelcome

$users = @(Get-MgUser -Filter "userPrincipalName eq '$UserPrincipalName'" -Property Id,DisplayName,UserPrincipalName,Manager)
if ($users.Count -ne 1) { throw "Expected exactly one user for $UserPrincipalName, found $($users.Count)." }
$u = $users[0]

$groups = Get-MgUserMemberOf -UserId $u.Id -All | Where-Object { $_.AdditionalProperties.'@odata.type' -eq '#microsoft.graph.group' }
$protected = 'Break-Glass','Privileged Admins'
if ($groups | Where-Object { $protected -contains $_.AdditionalProperties.displayName }) {
    throw "$UserPrincipalName is in a protected group; offboard manually with IAM lead approval."
}

$devices = Get-MgDeviceManagementManagedDevice -Filter "userPrincipalName eq '$UserPrincipalName'" -All
$audit = [ordered]@{
    ticket = $Ticket; user = $u.UserPrincipalName; when = (Get-Date).ToString('o'); executed = [bool]$Execute
    groups = $groups | ForEach-Object { @{ id = $_.Id; name = $_.AdditionalProperties.displayName } }
    licenses = (Get-MgUserLicenseDetail -UserId $u.Id).SkuId
    devices = $devices | ForEach-Object { @{ id = $_.Id; name = $_.DeviceName; ownership = $_.ManagedDeviceOwnerType } }
}

function Step([string]$what, [scriptblock]$do) {
    if ($Execute) { Write-Host "[EXEC] $what"; & $do } else { Write-Host "[PLAN] $what" }
}

Step "Block sign-in for $($u.UserPrincipalName)" { Update-MgUser -UserId $u.Id -AccountEnabled:$false }
Step 'Revoke sessions' { Revoke-MgUserSignInSession -UserId $u.Id | Out-Null }
foreach ($g in $groups) {
    Step "Remove from group $($g.AdditionalProperties.displayName)" { Remove-MgGroupMemberByRef -GroupId $g.Id -DirectoryObjectId $u.Id }
}
Step 'Convert mailbox to shared' {
    Connect-ExchangeOnline -ShowBanner:$false
    Set-Mailbox -Identity $u.UserPrincipalName -Type Shared
}
Step 'Remove licences' {
    $skus = (Get-MgUserLicenseDetail -UserId $u.Id).SkuId
    if ($skus) { Set-MgUserLicense -UserId $u.Id -AddLicenses @() -RemoveLicenses $skus | Out-Null }
}
foreach ($d in $devices) {
    if ($d.ManagedDeviceOwnerType -eq 'company' -and $WipeCorporateDevices) {
        Step "WIPE corporate device $($d.DeviceName)" { Clear-MgDeviceManagementManagedDevice -ManagedDeviceId $d.Id }
    } else {
        Step "Retire device $($d.DeviceName) ($($d.ManagedDeviceOwnerType))" { Invoke-MgRetireDeviceManagementManagedDevice -ManagedDeviceId $d.Id }
    }
}

$log = Join-Path $PSScriptRoot "audit-$Ticket.json"
$audit | ConvertTo-Json -Depth 5 | Set-Content -Path $log -Encoding UTF8
Write-Host "Audit written to $log"
if (-not $Execute) { Write-Host 'Dry run only. Re-run with -Execute after the requester confirms the plan.' -ForegroundColor Yellow }
