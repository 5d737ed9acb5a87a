from click.testing import CliRunner

from {{name}}.cli import main


def test_hello() -> None:
    r = CliRunner().invoke(main, ["bob"])
    assert r.exit_code == 0
    assert "bob" in r.output
