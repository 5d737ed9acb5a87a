[CmdletBinding()]
param(
    [int]$Hours = 24,
    [string]$EvtxPath,
    [string[]]$DomainController,
    [int]$SprayUserThreshold = 10
)

$since = (Get-Date).AddHours(-$Hours)
$filter = @{ Id = 4625, 4771, 4776; StartTime = $since }

function Get-Events {
    if ($EvtxPath) {
        Get-WinEvent -FilterHashtable (@{ Path = $EvtxPath } + $filter) -ErrorAction SilentlyContinue
        return
    }
    $dcs = $DomainController
    if (-not $dcs) { $dcs = (Get-ADDomainController -Filter *).HostName }
    foreach ($dc in $dcs) {
        Get-WinEvent -ComputerName $dc -FilterHashtable (@{ LogName = 'Security' } + $filter) -ErrorAction SilentlyContinue
    }
}

$rows = foreach ($e in Get-Events) {
    $x = [xml]$e.ToXml()
    $d = @{}; foreach ($n in $x.Event.EventData.Data) { $d[$n.Name] = $n.'#text' }
    switch ($e.Id) {
        4625 { $src = $d.IpAddress; if (-not $src -or $src -eq '-') { $src = $d.WorkstationName }; $user = $d.TargetUserName; $code = $d.SubStatus }
        4771 { $src = ($d.IpAddress -replace '^::ffff:', ''); $user = $d.TargetUserName; $code = $d.Status }
        4776 { $src = $d.Workstation; $user = $d.TargetUserName; $code = $d.Status }
    }
    [pscustomobject]@{ Time = $e.TimeCreated; Source = $src; User = $user; Code = $code }
}

$rows | Group-Object Source | ForEach-Object {
    $users = ($_.Group.User | Sort-Object -Unique)
    $verdict = if ($users.Count -ge $SprayUserThreshold) { 'SPRAY' }
               elseif ($_.Count -ge 50 -and $users.Count -le 2) { 'NOISY-APP' }
               elseif ($_.Count -ge 20) { 'BRUTEFORCE' } else { $null }
    if ($verdict) {
        [pscustomobject]@{
            Source = $_.Name; Users = $users.Count; Failures = $_.Count
            First = ($_.Group.Time | Measure-Object -Minimum).Minimum
            Last  = ($_.Group.Time | Measure-Object -Maximum).Maximum
            Verdict = $verdict; Sample = ($users | Select-Object -First 5) -join ', '
        }
    }
} | Sort-Object Users -Descending | Format-Table -AutoSize
