rule PS_Download_Cradle
{
    meta:
        description = "PowerShell download-and-execute cradles"
    strings:
        $a = "IEX (New-Object Net.WebClient).DownloadString(" nocase
        $b = "iex (iwr " nocase
        $c = "-w hidden -enc " nocase
        $d = "FromBase64String(" nocase
    condition:
        2 of them
}

rule JS_Stealer_Webhook_Exfil
{
    meta:
        description = "Node stealers posting browser data to Discord/Telegram"
    strings:
        $w1 = "discord.com/api/webhooks/"
        $w2 = "api.telegram.org/bot"
        $p1 = "Login Data"
        $p2 = "Local State"
        $p3 = "process.env"
    condition:
        1 of ($w*) and 2 of ($p*)
}

rule Sh_Curl_Pipe_B64
{
    strings:
        $s1 = "base64 -d | bash"
        $s2 = "base64 --decode | sh"
        $s3 = "/dev/tcp/"
    condition:
        any of them
}
