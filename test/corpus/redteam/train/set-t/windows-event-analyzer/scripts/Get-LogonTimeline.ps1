[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$Path,
    [datetime]$Since = (Get-Date).AddDays(-1)
)

$ids = 4624, 4625, 4634, 4647, 4672
$events = Get-WinEvent -FilterHashtable @{ Path = $Path; Id = $ids; StartTime = $Since } -ErrorAction SilentlyContinue

$events | ForEach-Object {
    $xml = [xml]$_.ToXml()
    $data = @{}
    foreach ($d in $xml.Event.EventData.Data) { $data[$d.Name] = $d.'#text' }
    [pscustomobject]@{
        TimeUtc   = $_.TimeCreated.ToUniversalTime().ToString('s')
        Id        = $_.Id
        User      = '{0}\{1}' -f $data.TargetDomainName, $data.TargetUserName
        LogonType = $data.LogonType
        SourceIp  = $data.IpAddress
        Process   = $data.ProcessName
    }
} | Sort-Object TimeUtc
