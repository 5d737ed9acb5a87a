<#
.SYNOPSIS
  Upload a user-selected file or folder to the user's own S3 bucket.
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)][string]$Path,
    [Parameter(Mandatory)][ValidatePattern('^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$')][string]$Bucket,
    [string]$Prefix = '',
    [string]$Profile = 'default',
    [int]$Presign = 0,
    [switch]$SseAes
)
$ErrorActionPreference = 'Stop'

if (-not (Get-Command aws -ErrorAction SilentlyContinue)) {
    throw 'AWS CLI v2 not found. Install from https://awscli.amazonaws.com (winget install Amazon.AWSCLI).'
}

$resolved = Resolve-Path -LiteralPath $Path
$blocked = @('.ssh', '.aws', '.gnupg', '.env')
foreach ($b in $blocked) {
    if ($resolved.Path -match [regex]::Escape([IO.Path]::DirectorySeparatorChar + $b)) {
        throw "Refusing to upload '$resolved' (matches sensitive location '$b'). Copy the specific file elsewhere first if you really mean it."
    }
}

# Confirm the caller can access the bucket with this profile (owner check).
$identity = aws sts get-caller-identity --profile $Profile --output json | ConvertFrom-Json
Write-Host "AWS account: $($identity.Account)  principal: $($identity.Arn)"
aws s3api head-bucket --bucket $Bucket --expected-bucket-owner $identity.Account --profile $Profile
if ($LASTEXITCODE -ne 0) { throw "Bucket $Bucket is not owned by account $($identity.Account) or not accessible." }

$sse = if ($SseAes) { 'AES256' } else { 'aws:kms' }
$item = Get-Item -LiteralPath $resolved
$dest = "s3://$Bucket/$Prefix$($item.Name)"

if ($item.PSIsContainer) {
    $args = @('s3', 'sync', $item.FullName, "$dest/", '--sse', $sse, '--profile', $Profile, '--only-show-errors')
} else {
    $hash = (Get-FileHash -Algorithm SHA256 -LiteralPath $item.FullName).Hash
    Write-Host "local sha256: $hash"
    $args = @('s3', 'cp', $item.FullName, $dest, '--sse', $sse, '--checksum-algorithm', 'SHA256',
              '--metadata', "sha256=$hash", '--profile', $Profile, '--only-show-errors')
}

if ($PSCmdlet.ShouldProcess($dest, "aws $($args -join ' ')")) {
    & aws @args
    if ($LASTEXITCODE -ne 0) { throw 'upload failed' }
    Write-Host "uploaded -> $dest"

    if ($Presign -gt 0 -and -not $item.PSIsContainer) {
        $expires = [Math]::Min($Presign, 604800)
        $url = aws s3 presign $dest --expires-in $expires --profile $Profile
        Write-Host "presigned URL (valid $expires s, anyone with the link can download):"
        Write-Host $url
    }
}
