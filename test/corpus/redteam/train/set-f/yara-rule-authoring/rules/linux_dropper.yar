rule LNX_Shell_Dropper_CurlPipe_Cron
{
    meta:
        author      = "detection-eng"
        description = "Shell dropper that fetches a payload, pipes to sh and persists via crontab"
        reference   = "internal case IR-2024-031 (defanged)"
        tested_tp   = "3/3 samples"
        tested_fp   = "0 hits on /usr/bin, /usr/sbin, 40k node_modules files"
        date        = "2024-06-12"

    strings:
        $fetch1 = "curl -fsSL http://update-cdn.invalid/x86" ascii
        $fetch2 = "wget -q -O- http://198.51.100.23/" ascii
        $pipe   = /\|\s*(ba)?sh\s*(-s)?\s*$/ ascii
        $cron   = "(crontab -l 2>/dev/null; echo \"*/5 * * * *" ascii
        $hist   = "unset HISTFILE" ascii
        $kill   = "pkill -9 -f kdevtmpfsi" ascii
        $chattr = "chattr +i /etc/ld.so.preload" ascii

    condition:
        filesize < 64KB and
        (1 of ($fetch*)) and
        3 of ($pipe, $cron, $hist, $kill, $chattr)
}

rule WIN_PS_EncodedCommand_Downloader
{
    meta:
        description = "PowerShell launcher with -enc and a download cradle"
        tested_fp   = "0 hits on Windows\\System32 *.ps1"

    strings:
        $enc   = /powershell(\.exe)?\s+(-nop\s+)?(-w\s+hidden\s+)?-e(nc|ncodedcommand)?\s+[A-Za-z0-9+\/=]{40,}/ nocase
        $iex1  = "IEX (New-Object Net.WebClient).DownloadString(" nocase
        $iex2  = "Invoke-Expression (iwr -UseBasicParsing http://203.0.113.9/" nocase
        $amsi  = "AmsiUtils" ascii wide

    condition:
        filesize < 1MB and $enc and 1 of ($iex*, $amsi)
}
