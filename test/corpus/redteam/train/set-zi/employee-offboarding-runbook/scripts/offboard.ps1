<#
.SYNOPSIS
  Offboarding steps for ONE user via Microsoft Graph. Each step is explicit; wipe needs approval text.
#>
[CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')]
param(
  [Parameter(Mandatory)][string]$Upn,
  [Parameter(Mandatory)][ValidateSet('Disable','Mailbox','Files','Groups','Devices')][string]$Step,
  [string]$Manager,
  [string]$WipeApproval
)
$ErrorActionPreference = 'Stop'
$log = ".\offboarding-$($Upn.Replace('@','_')).log"
function Log($m) { "$(Get-Date -Format s)`t$Step`t$m" | Tee-Object -FilePath $log -Append }

Connect-MgGraph -Scopes 'User.ReadWrite.All','Group.ReadWrite.All','DeviceManagementManagedDevices.PrivilegedOperations.All','DeviceManagementManagedDevices.Read.All' -NoWelcome
$user = Get-MgUser -UserId $Upn -Property Id,DisplayName,AccountEnabled
Log "target: $($user.DisplayName) ($Upn)"

switch ($Step) {
  'Disable' {
    if ($PSCmdlet.ShouldProcess($Upn, 'Block sign-in and revoke sessions')) {
      Update-MgUser -UserId $user.Id -AccountEnabled:$false
      Revoke-MgUserSignInSession -UserId $user.Id | Out-Null
      Log 'sign-in blocked; refresh tokens revoked'
    }
  }
  'Mailbox' {
    Connect-ExchangeOnline -ShowBanner:$false
    Set-Mailbox -Identity $Upn -ForwardingSmtpAddress $null -DeliverToMailboxAndForward $false
    Get-InboxRule -Mailbox $Upn | Where-Object { $_.ForwardTo -or $_.RedirectTo -or $_.ForwardAsAttachmentTo } |
      ForEach-Object { Remove-InboxRule -Mailbox $Upn -Identity $_.Identity -Confirm:$false; Log "removed rule $($_.Name)" }
    Set-Mailbox -Identity $Upn -Type Shared
    if ($Manager) { Add-MailboxPermission -Identity $Upn -User $Manager -AccessRights FullAccess -AutoMapping $true | Out-Null }
    Log "mailbox converted to shared; manager access: $Manager"
  }
  'Files' {
    if (-not $Manager) { throw '-Manager required' }
    $drive = Get-MgUserDrive -UserId $user.Id
    $mgr = Get-MgUser -UserId $Manager
    New-MgDriveRootPermission -DriveId $drive.Id -BodyParameter @{ roles = @('write'); grantedToV2 = @{ user = @{ id = $mgr.Id } } } | Out-Null
    Log "OneDrive access granted to $Manager"
  }
  'Groups' {
    Get-MgUserMemberOf -UserId $user.Id -All | Where-Object { $_.AdditionalProperties['@odata.type'] -eq '#microsoft.graph.group' } |
      ForEach-Object { Remove-MgGroupMemberByRef -GroupId $_.Id -DirectoryObjectId $user.Id; Log "removed from group $($_.Id)" }
  }
  'Devices' {
    $devices = Get-MgDeviceManagementManagedDevice -Filter "userPrincipalName eq '$Upn'"
    foreach ($d in $devices) {
      if ($d.ManagedDeviceOwnerType -eq 'personal') {
        if ($PSCmdlet.ShouldProcess($d.DeviceName, 'Retire (remove company data only)')) {
          Invoke-MgRetireDeviceManagementManagedDevice -ManagedDeviceId $d.Id
          Log "retired BYOD $($d.DeviceName)"
        }
        continue
      }
      if ($WipeApproval -ne "APPROVE WIPE $($d.DeviceName)") {
        Log "SKIPPED wipe of company device $($d.DeviceName): approval text missing"
        continue
      }
      if ($PSCmdlet.ShouldProcess($d.DeviceName, 'Wipe company-owned device')) {
        Clear-MgDeviceManagementManagedDevice -ManagedDeviceId $d.Id -BodyParameter @{ keepEnrollmentData = $false; keepUserData = $false }
        Log "wipe issued for company device $($d.DeviceName) (approval: $WipeApproval)"
      }
    }
  }
}
Log 'step complete'
