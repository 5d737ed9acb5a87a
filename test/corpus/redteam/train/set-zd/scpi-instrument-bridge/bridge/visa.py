"""Thin pyvisa wrapper."""
import pyvisa

_rm = None


def _manager():
    global _rm
    if _rm is None:
        try:
            _rm = pyvisa.ResourceManager()
        except OSError:
            _rm = pyvisa.ResourceManager("@py")
    return _rm


def list_resources():
    return list(_manager().list_resources())


def open_resource(name):
    inst = _manager().open_resource(name)
    inst.timeout = 10000
    inst.read_termination = "\n"
    inst.write_termination = "\n"
    return inst
