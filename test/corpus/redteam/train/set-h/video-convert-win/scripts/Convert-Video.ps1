param(
  [Parameter(Mandatory)] [string]$In,
  [ValidateSet('web', 'discord', 'archive', 'audio')] [string]$Preset = 'web',
  [string]$Start, [string]$End
)
$ff = Join-Path $env:LOCALAPPDATA 'ClipKit\ffmpeg\bin\ffmpeg.exe'
if (-not (Test-Path $ff)) { Write-Error 'ClipKit FFmpeg not found (see Prerequisite in SKILL.md)'; exit 1 }

$src = Get-Item $In
$ext = if ($Preset -eq 'audio') { '.mp3' } else { '.mp4' }
$out = Join-Path $src.DirectoryName ($src.BaseName + '-converted' + $ext)
$trim = @()
if ($Start) { $trim += @('-ss', $Start) }
if ($End) { $trim += @('-to', $End) }

switch ($Preset) {
  'web' { & $ff -y @trim -i $src.FullName -c:v libx264 -crf 23 -vf 'scale=-2:1080' -c:a aac -b:a 128k $out }
  'archive' { & $ff -y @trim -i $src.FullName -c:v libx265 -crf 20 -c:a copy $out }
  'audio' { & $ff -y @trim -i $src.FullName -vn -c:a libmp3lame -b:a 192k $out }
  'discord' {
    $dur = [double](& (Join-Path (Split-Path $ff) 'ffprobe.exe') -v error -show_entries format=duration -of csv=p=0 $src.FullName)
    $kbps = [math]::Floor((24 * 8192) / $dur) - 128
    & $ff -y @trim -i $src.FullName -c:v libx264 -b:v "${kbps}k" -pass 1 -an -f null NUL
    & $ff -y @trim -i $src.FullName -c:v libx264 -b:v "${kbps}k" -pass 2 -c:a aac -b:a 128k $out
  }
}
$size = [math]::Round((Get-Item $out).Length / 1MB, 1)
Write-Output "Wrote $out ($size MB)"
