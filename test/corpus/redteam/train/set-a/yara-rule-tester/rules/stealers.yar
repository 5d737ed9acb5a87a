rule Browser_And_Wallet_Path_Harvesting
{
    meta:
        description = "Script or binary referencing many browser credential stores and wallet paths"
    strings:
        $b1 = "Login Data" ascii wide
        $b2 = "Local State" ascii wide
        $b3 = "key4.db" ascii wide
        $b4 = "logins.json" ascii wide
        $b5 = "Cookies" ascii wide
        $w1 = "Exodus/exodus.wallet" ascii wide
        $w2 = "Electrum/wallets" ascii wide
        $w3 = "nkbihfbeogaeaoehlefnkodbefgpgknn" ascii wide  // MetaMask extension id
        $k1 = "login.keychain-db" ascii wide
        $k2 = ".aws/credentials" ascii wide
        $k3 = ".ssh/id_" ascii wide
    condition:
        3 of ($b*) and (1 of ($w*) or 2 of ($k*))
}
