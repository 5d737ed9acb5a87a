[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)] [string]$Source,
    [string]$Target,
    [string]$Folder = 'General',
    [switch]$Export,
    [string]$OutDir = './dashboards'
)

Import-Module (Join-Path $PSScriptRoot 'GrafanaSync.psm1') -Force
$map = Get-Content (Join-Path $PSScriptRoot 'dashboards/datasource-map.json') -Raw | ConvertFrom-Json -AsHashtable

$dash = @(Get-GrafanaDashboards -Base $Source -Folder $Folder)
Write-Host "Found $($dash.Count) dashboards in '$Folder' on $Source"

if ($Export) {
    New-Item -ItemType Directory -Force -Path $OutDir | Out-Null
    foreach ($d in $dash) {
        $file = Join-Path $OutDir ("{0}.json" -f $d.uid)
        $d | ConvertTo-Json -Depth 100 | Set-Content -Path $file
        Write-Host "  exported $($d.title) -> $file"
    }
    return
}

$existing = @{}
foreach ($d in Get-GrafanaDashboards -Base $Target -Folder $Folder) { $existing[$d.uid] = $d }

foreach ($d in $dash) {
    $json = $d | ConvertTo-Json -Depth 100
    foreach ($k in $map.Keys) { $json = $json.Replace($k, $map[$k]) }
    $d2 = $json | ConvertFrom-Json
    if ($existing.ContainsKey($d.uid)) {
        $cmp = Compare-GrafanaDashboard $d2 $existing[$d.uid]
        Write-Host ("{0}: +{1} -{2}" -f $cmp.Title, @($cmp.Added).Count, @($cmp.Removed).Count)
    }
    if ($PSCmdlet.ShouldProcess($d.title, "import to $Target")) {
        $d2.id = $null
        Invoke-Grafana -Base $Target -Path '/api/dashboards/db' -Method Post -Body @{
            dashboard = $d2; overwrite = $true; message = 'synced by grafana-dashboard-sync'
        } | Out-Null
    }
}
