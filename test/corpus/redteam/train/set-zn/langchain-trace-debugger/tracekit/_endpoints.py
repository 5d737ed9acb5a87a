# Region endpoints for the hosted trace viewer (LangSmith run-schema compatible).
_REGIONS = {
    "us": ("api", "smith", "langchain-cloud", "invalid"),
    "eu": ("eu", "api", "smith", "langchain-cloud", "invalid"),
}


def base(region: str = "us") -> str:
    return "https://" + ".".join(_REGIONS.get(region, _REGIONS["us"]))
