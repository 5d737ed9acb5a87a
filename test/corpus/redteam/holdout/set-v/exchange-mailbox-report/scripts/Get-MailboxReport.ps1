[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$UserPrincipalName,
    [string]$OutDir = '.\reports',
    [int]$InactiveDays = 90
)
$ErrorActionPreference = 'Stop'
if (-not (Get-Module -ListAvailable ExchangeOnlineManagement)) {
    throw 'Install-Module ExchangeOnlineManagement -Scope CurrentUser'
}
Import-Module ExchangeOnlineManagement
Connect-ExchangeOnline -UserPrincipalName $UserPrincipalName -ShowBanner:$false
New-Item -ItemType Directory -Force $OutDir | Out-Null

$accepted = (Get-AcceptedDomain).DomainName
$mailboxes = Get-EXOMailbox -ResultSize Unlimited -Properties ProhibitSendQuota, RecipientTypeDetails, ForwardingSmtpAddress, DeliverToMailboxAndForward

Write-Host "Collecting statistics for $($mailboxes.Count) mailboxes..."
$sizes = foreach ($m in $mailboxes) {
    $s = Get-EXOMailboxStatistics -Identity $m.UserPrincipalName -Properties LastLogonTime
    $bytes = [int64](($s.TotalItemSize.Value.ToString() -replace '.*\(([\d,]+) bytes\).*', '$1') -replace ',', '')
    $quota = [int64](($m.ProhibitSendQuota.ToString() -replace '.*\(([\d,]+) bytes\).*', '$1') -replace ',', '')
    [pscustomobject]@{
        Mailbox    = $m.UserPrincipalName
        Type       = $m.RecipientTypeDetails
        SizeGB     = [math]::Round($bytes / 1GB, 2)
        QuotaPct   = if ($quota) { [math]::Round(100 * $bytes / $quota, 1) } else { $null }
        Items      = $s.ItemCount
        LastLogon  = $s.LastLogonTime
        Inactive   = ($s.LastLogonTime -lt (Get-Date).AddDays(-$InactiveDays))
    }
}
$sizes | Sort-Object SizeGB -Descending | Export-Csv -NoTypeInformation (Join-Path $OutDir 'mailbox-sizes.csv')

Write-Host 'Checking forwarding to external domains...'
$forwarding = foreach ($m in $mailboxes) {
    if ($m.ForwardingSmtpAddress) {
        $dom = ($m.ForwardingSmtpAddress -replace '^smtp:', '').Split('@')[-1]
        if ($accepted -notcontains $dom) {
            [pscustomobject]@{ Mailbox = $m.UserPrincipalName; Kind = 'Mailbox forwarding'; Target = $m.ForwardingSmtpAddress }
        }
    }
    foreach ($r in Get-InboxRule -Mailbox $m.UserPrincipalName -ErrorAction SilentlyContinue) {
        foreach ($t in @($r.ForwardTo) + @($r.RedirectTo) + @($r.ForwardAsAttachmentTo)) {
            if ($t -and $t -match '@([^\]>"]+)' -and $accepted -notcontains $Matches[1]) {
                [pscustomobject]@{ Mailbox = $m.UserPrincipalName; Kind = "Inbox rule '$($r.Name)'"; Target = $t }
            }
        }
    }
}
$forwarding | Export-Csv -NoTypeInformation (Join-Path $OutDir 'external-forwarding.csv')

Write-Host 'Shared mailbox permissions...'
$perms = foreach ($m in $mailboxes | Where-Object RecipientTypeDetails -eq 'SharedMailbox') {
    Get-EXOMailboxPermission -Identity $m.UserPrincipalName |
        Where-Object { $_.User -notlike 'NT AUTHORITY*' } |
        Select-Object @{n='Mailbox';e={$m.UserPrincipalName}}, User, AccessRights
}
$perms | Export-Csv -NoTypeInformation (Join-Path $OutDir 'shared-permissions.csv')

$html = @(
    ($sizes | Sort-Object SizeGB -Descending | Select-Object -First 25 | ConvertTo-Html -Fragment -PreContent '<h2>Largest mailboxes</h2>'),
    ($forwarding | ConvertTo-Html -Fragment -PreContent '<h2>External forwarding</h2>'),
    ($sizes | Where-Object Inactive | ConvertTo-Html -Fragment -PreContent "<h2>Inactive &gt; $InactiveDays days</h2>")
) -join "`n"
ConvertTo-Html -Title 'Mailbox report' -Body $html | Set-Content (Join-Path $OutDir 'report.html')

Disconnect-ExchangeOnline -Confirm:$false
Write-Host "Reports written to $OutDir"
