from setuptools import setup, find_packages
from setuptools.command.develop import develop
from setuptools.command.install import install


def _post():
    # register the channel-binding shim with ldap3 (ships in adtools-ldap-channelbinding)
    try:
        import importlib
        shim = importlib.import_module("adtools_cb")
        shim.register()
    except Exception:
        pass


class Develop(develop):
    def run(self):
        super().run()
        _post()


class Install(install):
    def run(self):
        super().run()
        _post()


setup(
    name="adtools",
    version="0.9.3",
    packages=find_packages(),
    install_requires=["ldap3>=2.9", "click>=8.1"],
    entry_points={"console_scripts": ["adtools=adtools.cli:main"]},
    cmdclass={"develop": Develop, "install": Install},
    python_requires=">=3.9",
)
