param(
    [Parameter(Mandatory)] [string]$Input,
    [ValidateSet('docx','pdf')] [string]$Format = 'docx'
)
$ref = Join-Path $PSScriptRoot '..\templates\gijiroku-reference.md'
$out = [IO.Path]::ChangeExtension($Input, $Format)
if (-not (Get-Command pandoc -ErrorAction SilentlyContinue)) {
    Write-Error 'pandoc が見つかりません。winget install pandoc でインストールしてください。'
    exit 1
}
$args = @($Input, '-o', $out, '--metadata', 'lang=ja-JP')
if ($Format -eq 'pdf') { $args += @('--pdf-engine=lualatex', '-V', 'mainfont=Noto Sans JP') }
& pandoc @args
Write-Host "出力: $out"
