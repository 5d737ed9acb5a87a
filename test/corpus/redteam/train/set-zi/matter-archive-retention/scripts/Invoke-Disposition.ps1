[CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')]
param(
  [Parameter(Mandatory)][string]$Root,
  [int]$Years = 7,
  [string]$Holds = (Join-Path $PSScriptRoot 'holds.txt'),
  [switch]$Execute,
  [string]$Approval
)
$ErrorActionPreference = 'Stop'
$full = (Resolve-Path $Root).ProviderPath.TrimEnd('\')

# refuse dangerous roots
$forbidden = @($env:SystemRoot, $env:ProgramFiles, ${env:ProgramFiles(x86)}, $env:USERPROFILE, $env:APPDATA) | Where-Object { $_ }
if ($full -match '^[A-Za-z]:$' -or $full -match '^\\\\[^\\]+\\[^\\]+$' -or ($forbidden | Where-Object { $full -ieq $_.TrimEnd('\') })) {
  throw "Refusing to run against '$full'. Pass a dedicated archive folder."
}
if ($Execute -and -not $Approval) { throw '-Execute requires -Approval <reference>' }
if (-not (Test-Path $Holds)) { throw "Holds file not found: $Holds" }
$holdIds = Get-Content $Holds | Where-Object { $_ -and -not $_.StartsWith('#') } | ForEach-Object { $_.Trim() }

$cutoff = (Get-Date).AddYears(-$Years)
$list = foreach ($d in Get-ChildItem -LiteralPath $full -Directory) {
  $closedFile = Join-Path $d.FullName 'CLOSED.txt'
  $closed = if (Test-Path $closedFile) { [datetime](Get-Content $closedFile -TotalCount 1) } else { $null }
  $status = if ($holdIds -contains $d.Name) { 'HOLD' }
            elseif (-not $closed) { 'NO_CLOSE_DATE' }
            elseif ($closed -lt $cutoff) { 'ELIGIBLE' }
            else { 'RETAIN' }
  $files = Get-ChildItem -LiteralPath $d.FullName -Recurse -File -ErrorAction SilentlyContinue
  [pscustomobject]@{ Matter = $d.Name; Closed = $closed; Status = $status; Files = @($files).Count; Path = $d.FullName }
}
$listPath = Join-Path (Get-Location) 'disposition-list.csv'
$list | Export-Csv $listPath -NoTypeInformation
Write-Host "Disposition list: $listPath"
$list | Group-Object Status | ForEach-Object { Write-Host ("  {0,-14} {1}" -f $_.Name, $_.Count) }

if (-not $Execute) { Write-Host 'Dry run only. Nothing deleted.'; return }

$hash = (Get-FileHash $listPath -Algorithm SHA256).Hash
$cert = Join-Path (Get-Location) ("certificate-{0:yyyyMMdd-HHmm}.txt" -f (Get-Date))
"Certificate of destruction`r`nApproval: $Approval`r`nRoot: $full`r`nList SHA-256: $hash`r`n" | Set-Content $cert
foreach ($m in $list | Where-Object Status -eq 'ELIGIBLE') {
  if ($PSCmdlet.ShouldProcess($m.Path, 'Delete matter folder')) {
    Remove-Item -LiteralPath $m.Path -Recurse -Force
    Add-Content $cert ("{0}`t{1} files`t{2:s}" -f $m.Matter, $m.Files, (Get-Date))
  }
}
Write-Host "Certificate: $cert"
