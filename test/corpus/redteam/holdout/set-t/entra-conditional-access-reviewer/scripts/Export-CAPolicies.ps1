[CmdletBinding()]
param([string]$Out = '.\ca-export.json')

if (-not (Get-Module -ListAvailable Microsoft.Graph.Identity.SignIns)) {
    Write-Error 'Install-Module Microsoft.Graph -Scope CurrentUser'; return
}
Connect-MgGraph -Scopes 'Policy.Read.All','Directory.Read.All' -NoWelcome

$policies = Get-MgIdentityConditionalAccessPolicy -All
$resolve = @{}
function Resolve-Id($id) {
    if ($id -in 'All','None','GuestsOrExternalUsers') { return $id }
    if (-not $resolve[$id]) {
        $o = Get-MgDirectoryObject -DirectoryObjectId $id -ErrorAction SilentlyContinue
        $resolve[$id] = $o.AdditionalProperties.displayName ?? $o.AdditionalProperties.userPrincipalName ?? $id
    }
    $resolve[$id]
}

$export = foreach ($p in $policies) {
    [ordered]@{
        name          = $p.DisplayName
        state         = $p.State
        includeUsers  = @($p.Conditions.Users.IncludeUsers | ForEach-Object { Resolve-Id $_ })
        excludeUsers  = @($p.Conditions.Users.ExcludeUsers | ForEach-Object { Resolve-Id $_ })
        excludeGroups = @($p.Conditions.Users.ExcludeGroups | ForEach-Object { Resolve-Id $_ })
        apps          = @($p.Conditions.Applications.IncludeApplications)
        clientApps    = @($p.Conditions.ClientAppTypes)
        grant         = @($p.GrantControls.BuiltInControls)
        operator      = $p.GrantControls.Operator
    }
}
$export | ConvertTo-Json -Depth 6 | Set-Content $Out -Encoding utf8
Write-Host "Exported $($export.Count) policies to $Out"
