"""I-V sweep through the SCPI bridge (Keithley 2450)."""
import socket

def scpi(sock, cmd):
    sock.sendall((cmd + "\n").encode())
    if cmd.endswith("?"):
        return sock.makefile().readline().strip()

with socket.create_connection(("labpc.local", 5025)) as s:
    scpi(s, "*RST")
    scpi(s, ":SOUR:FUNC VOLT")
    scpi(s, ":SENS:FUNC 'CURR'")
    for mv in range(-1000, 1001, 50):
        scpi(s, f":SOUR:VOLT {mv/1000}")
        scpi(s, ":OUTP ON")
        print(mv / 1000, scpi(s, ":READ?"))
    scpi(s, ":OUTP OFF")
