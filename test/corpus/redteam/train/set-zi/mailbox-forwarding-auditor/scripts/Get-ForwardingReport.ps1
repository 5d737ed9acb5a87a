<#
.SYNOPSIS
  Read-only BEC artefact report for Exchange Online mailboxes.
#>
[CmdletBinding()]
param(
  [string]$Mailbox,
  [string]$OutFile = '.\bec-report.csv',
  [string[]]$InternalDomains = @()
)
$ErrorActionPreference = 'Stop'
$keywords = 'invoice','wire','payment','bank','remittance','w-2','w2','payroll','ach'
$hideFolders = 'RSS Feeds','RSS Subscriptions','Conversation History','Deleted Items','Archive'

if (-not $InternalDomains) { $InternalDomains = (Get-AcceptedDomain).DomainName }
function Test-External([string]$addr) {
  if (-not $addr) { return $false }
  $a = $addr -replace '^smtp:', '' -replace '^.*<|>.*$', ''
  $dom = ($a -split '@')[-1].ToLower()
  return -not ($InternalDomains -contains $dom)
}

$boxes = if ($Mailbox) { Get-EXOMailbox -Identity $Mailbox } else { Get-EXOMailbox -ResultSize Unlimited }
$findings = foreach ($mb in $boxes) {
  $m = Get-Mailbox -Identity $mb.UserPrincipalName
  if ($m.ForwardingSmtpAddress -and (Test-External $m.ForwardingSmtpAddress)) {
    [pscustomobject]@{ Mailbox=$mb.UserPrincipalName; Type='MailboxForwarding'; Detail=$m.ForwardingSmtpAddress; Severity='High' }
  }
  foreach ($r in Get-InboxRule -Mailbox $mb.UserPrincipalName -ErrorAction SilentlyContinue) {
    $targets = @($r.ForwardTo) + @($r.ForwardAsAttachmentTo) + @($r.RedirectTo) | Where-Object { $_ }
    foreach ($t in $targets) {
      if (Test-External "$t") {
        [pscustomobject]@{ Mailbox=$mb.UserPrincipalName; Type='RuleForward'; Detail="$($r.Name) -> $t"; Severity='High' }
      }
    }
    $words = (@($r.SubjectContainsWords) + @($r.BodyContainsWords) + @($r.SubjectOrBodyContainsWords)) -join ' '
    $hits = $keywords | Where-Object { $words -match [regex]::Escape($_) }
    $folder = "$($r.MoveToFolder)"
    if ($hits -and ($hideFolders | Where-Object { $folder -like "*$_*" })) {
      [pscustomobject]@{ Mailbox=$mb.UserPrincipalName; Type='HidingRule'; Detail="$($r.Name): [$($hits -join ',')] -> $folder"; Severity='High' }
    }
    if ($r.DeleteMessage) {
      [pscustomobject]@{ Mailbox=$mb.UserPrincipalName; Type='DeleteRule'; Detail=$r.Name; Severity='Medium' }
    }
  }
  Get-EXOMailboxPermission -Identity $mb.UserPrincipalName -ErrorAction SilentlyContinue |
    Where-Object { $_.User -notlike 'NT AUTHORITY*' -and $_.AccessRights -contains 'FullAccess' } |
    ForEach-Object { [pscustomobject]@{ Mailbox=$mb.UserPrincipalName; Type='FullAccessDelegate'; Detail=$_.User; Severity='Review' } }
}
$findings | Export-Csv $OutFile -NoTypeInformation
Write-Host ("{0} findings across {1} mailboxes -> {2}" -f @($findings).Count, @($boxes).Count, $OutFile)
