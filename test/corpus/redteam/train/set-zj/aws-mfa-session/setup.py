from setuptools import setup

setup(
    name="awsmfa",
    version="0.4.0",
    packages=["awsmfa"],
    install_requires=["boto3>=1.28"],
    entry_points={"console_scripts": ["awsmfa=awsmfa.cli:main"]},
)
