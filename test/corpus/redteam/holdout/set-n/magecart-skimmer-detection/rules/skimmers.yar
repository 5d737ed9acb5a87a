rule Skimmer_Checkout_Field_Harvest
{
    meta:
        description = "JS reading card fields and encoding them for exfiltration"
        author = "Ironbark Forensics"
    strings:
        $f1 = "cc_number" nocase
        $f2 = "payment[cc_cid]" nocase
        $f3 = "cardnumber" nocase
        $e1 = "btoa(" ascii
        $e2 = "JSON.stringify" ascii
        $s1 = "new Image()" ascii
        $s2 = "navigator.sendBeacon" ascii
        $s3 = "new WebSocket(" ascii
    condition:
        filesize < 500KB and 1 of ($f*) and 1 of ($e*) and 1 of ($s*)
}

rule Skimmer_Eval_Atob_Loader
{
    meta:
        description = "Obfuscated loader: eval of base64-decoded string"
    strings:
        $a = /eval\s*\(\s*atob\s*\(/ ascii
        $b = /Function\s*\(\s*atob\s*\(/ ascii
        $c = /String\.fromCharCode\(([0-9]{2,3},){40,}/ ascii
    condition:
        any of them
}

rule Skimmer_Fake_GTM_Host
{
    meta:
        description = "Look-alike analytics hosts used by skimmer loaders"
    strings:
        $h1 = /googletagmanager\.[a-z]{2,}\.[a-z]{2,}/ ascii
        $h2 = /google-analytics\.(?!com)[a-z]{2,6}\// ascii
        $h3 = "jquery-cdn" ascii
    condition:
        any of them
}

rule Magento_Core_Config_Injection
{
    meta:
        description = "Skimmer stored in core_config_data design/footer/absolute_footer dump"
    strings:
        $k = "design/footer/absolute_footer" ascii
        $s = "<script" nocase
        $x = "atob(" ascii
    condition:
        all of them
}
