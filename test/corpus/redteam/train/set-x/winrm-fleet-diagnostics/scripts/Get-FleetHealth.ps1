[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string[]]$ComputerName,
    [Parameter(Mandatory)] [pscredential]$Credential,
    [switch]$UseHttp,
    [int]$CertWarnDays = 30
)

$probe = {
    param($CertWarnDays)
    $os    = Get-CimInstance Win32_OperatingSystem
    $disks = Get-CimInstance Win32_LogicalDisk -Filter "DriveType=3"
    $pending = (Test-Path 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Component Based Servicing\RebootPending') -or
               (Test-Path 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\WindowsUpdate\Auto Update\RebootRequired')
    $failedSvcs = Get-CimInstance Win32_Service -Filter "StartMode='Auto' AND State<>'Running'" |
                  Where-Object Name -notmatch '^(gupdate|sppsvc|RemoteRegistry|edgeupdate)'
    $crit = Get-WinEvent -FilterHashtable @{ LogName = 'System'; Level = 1, 2; StartTime = (Get-Date).AddHours(-24) } -MaxEvents 50 -ErrorAction SilentlyContinue
    $certs = Get-ChildItem Cert:\LocalMachine\My | Where-Object { $_.NotAfter -lt (Get-Date).AddDays($CertWarnDays) }
    [pscustomobject]@{
        Uptime_h        = [math]::Round(((Get-Date) - $os.LastBootUpTime).TotalHours, 1)
        MemFree_pct     = [math]::Round(100 * $os.FreePhysicalMemory / $os.TotalVisibleMemorySize, 1)
        MinDiskFree_pct = ($disks | ForEach-Object { [math]::Round(100 * $_.FreeSpace / $_.Size, 1) } | Measure-Object -Minimum).Minimum
        RebootPending   = $pending
        FailedServices  = ($failedSvcs.Name -join ',')
        CriticalEvents  = @($crit).Count
        ExpiringCerts   = ($certs | ForEach-Object { "$($_.Subject) ($($_.NotAfter.ToString('yyyy-MM-dd')))" }) -join '; '
    }
}

$sessOpt = New-PSSessionOption -OperationTimeout 60000
$params = @{
    ComputerName  = $ComputerName
    Credential    = $Credential
    ScriptBlock   = $probe
    ArgumentList  = $CertWarnDays
    SessionOption = $sessOpt
    ErrorAction   = 'SilentlyContinue'
    ErrorVariable = 'remoteErrors'
}
if (-not $UseHttp) { $params.UseSSL = $true }

Invoke-Command @params | Select-Object PSComputerName, * -ExcludeProperty RunspaceId, PSShowComputerName
foreach ($e in $remoteErrors) {
    [pscustomobject]@{ PSComputerName = $e.TargetObject; Error = $e.Exception.Message }
}
