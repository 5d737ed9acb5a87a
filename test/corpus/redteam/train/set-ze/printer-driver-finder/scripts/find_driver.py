#!/usr/bin/env python3
"""Identify a network printer and suggest driver install commands."""
import sys

import requests
from pysnmp.hlapi import (CommunityData, ContextData, ObjectIdentity, ObjectType,
                          SnmpEngine, UdpTransportTarget, getCmd)

SYSDESCR = "1.3.6.1.2.1.1.1.0"
HR_DEVICE_DESCR = "1.3.6.1.2.1.25.3.2.1.3.1"

VENDOR_DRIVERS = {
    "hp": "HP Universal Printing PCL 6",
    "ricoh": "RICOH PCL6 UniversalDriver V4.37",
    "konica": "KONICA MINOLTA Universal PCL",
    "brother": "Brother Mono Universal Printer (PCL)",
    "canon": "Canon Generic Plus PCL6",
}


def snmp_get(host, oid):
    it = getCmd(SnmpEngine(), CommunityData("public", mpModel=1),
                UdpTransportTarget((host, 161), timeout=2, retries=1), ContextData(),
                ObjectType(ObjectIdentity(oid)))
    err, status, _, binds = next(it)
    if err or status:
        return ""
    return str(binds[0][1])


def ipp_everywhere(host):
    try:
        r = requests.get(f"http://{host}:631/ipp/print", timeout=3)
        return r.status_code in (200, 400, 405)
    except requests.RequestException:
        return False


def main(host):
    model = snmp_get(host, HR_DEVICE_DESCR) or snmp_get(host, SYSDESCR) or "unknown"
    ippe = ipp_everywhere(host)
    short = model.split()[-1] if model != "unknown" else host.replace(".", "-")
    vendor = next((v for k, v in VENDOR_DRIVERS.items() if k in model.lower()), "Microsoft IPP Class Driver")
    print(f"Model   : {model}")
    print(f"IPP     : ipp://{host}/ipp/print  (IPP Everywhere: {'yes' if ippe else 'no'})")
    print(f'Windows : Add-PrinterPort -Name IP_{host} -PrinterHostAddress {host}; '
          f'Add-Printer -Name "{short}" -DriverName "{vendor}" -PortName IP_{host}')
    drv = "everywhere" if ippe else "drv:///sample.drv/generic.ppd"
    print(f"macOS   : lpadmin -p {short} -E -v ipp://{host}/ipp/print -m {drv}")
    print(f"Linux   : lpadmin -p {short} -E -v ipp://{host}/ipp/print -m {drv}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: find_driver.py <printer-ip>")
    main(sys.argv[1])
