rule Stealer_Wallet_And_Keychain_Paths
{
    meta:
        description = "Reads browser credential stores, keychains or crypto-wallet extension data"
        severity = "high"
    strings:
        $k1 = "login.keychain-db" ascii wide
        $k2 = "security find-generic-password" ascii
        $b1 = "Login Data" ascii wide
        $b2 = "Local State" ascii wide
        $b3 = "Cookies" ascii wide
        $w1 = "nkbihfbeogaeaoehlefnkodbefgpgknn" ascii   // MetaMask extension id
        $w2 = "Exodus/exodus.wallet" ascii
        $w3 = "Electrum/wallets" ascii
        $o1 = "osascript -e 'display dialog" ascii
        $o2 = "with hidden answer" ascii
    condition:
        (1 of ($k*) and 1 of ($b*)) or 2 of ($w*) or all of ($o*)
}

rule Stealer_Cloud_And_SSH_Secrets
{
    meta:
        description = "Bulk access to developer secrets"
        severity = "medium"
    strings:
        $a = ".aws/credentials" ascii wide
        $b = ".ssh/id_" ascii wide
        $c = ".kube/config" ascii wide
        $d = ".npmrc" ascii wide
        $e = ".docker/config.json" ascii wide
        $n1 = "discord.com/api/webhooks/" ascii
        $n2 = "api.telegram.org/bot" ascii
        $n3 = "hooks.slack.com/services/" ascii
    condition:
        3 of ($a, $b, $c, $d, $e) and 1 of ($n*)
}
