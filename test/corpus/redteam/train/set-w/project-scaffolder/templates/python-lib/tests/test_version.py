import {{module}}


def test_version():
    assert {{module}}.__version__ == "0.1.0"
