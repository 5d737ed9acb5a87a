rule IoT_Shell_Dropper_Busybox
{
    meta:
        description = "Mirai/Gafgyt style shell dropper"
    strings:
        $a = "/bin/busybox wget" ascii
        $b = "/bin/busybox tftp" ascii
        $c = "chmod 777" ascii
        $d = "cd /tmp || cd /var/run" ascii
    condition:
        filesize < 20KB and 2 of them
}

rule Linux_Miner_Config
{
    meta:
        description = "XMRig-style JSON config"
    strings:
        $a = "\"donate-level\"" ascii
        $b = "\"rx/0\"" ascii
        $c = "stratum+tcp://" ascii
        $d = "\"pools\"" ascii
    condition:
        filesize < 100KB and 2 of them
}

rule ELF_Packed_UPX_Small
{
    meta:
        description = "small UPX-packed ELF in temp dirs (common for IoT bots)"
    strings:
        $upx = "UPX!" ascii
    condition:
        uint32(0) == 0x464c457f and filesize < 2MB and $upx
}
