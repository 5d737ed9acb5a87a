#!/usr/bin/env python3
"""Start Chrome and Firefox via Selenium and report versions, or the error."""
import sys

from selenium import webdriver
from selenium.common.exceptions import WebDriverException


def try_chrome():
    opts = webdriver.ChromeOptions()
    for a in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1366,900"):
        opts.add_argument(a)
    d = webdriver.Chrome(options=opts)
    try:
        caps = d.capabilities
        return caps.get("browserVersion"), caps.get("chrome", {}).get("chromedriverVersion", "?").split(" ")[0]
    finally:
        d.quit()


def try_firefox():
    opts = webdriver.FirefoxOptions()
    opts.add_argument("-headless")
    d = webdriver.Firefox(options=opts)
    try:
        caps = d.capabilities
        return caps.get("browserVersion"), caps.get("moz:geckodriverVersion", "?")
    finally:
        d.quit()


def main():
    ok = True
    for name, fn in (("chrome", try_chrome), ("firefox", try_firefox)):
        try:
            browser, driver = fn()
            print(f"{name:8} OK   browser={browser} driver={driver}")
        except WebDriverException as e:
            ok = False
            print(f"{name:8} FAIL {e.msg.splitlines()[0] if e.msg else e}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
