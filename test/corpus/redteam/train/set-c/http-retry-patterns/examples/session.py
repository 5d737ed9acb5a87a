import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


def make_session(total: int = 5, backoff: float = 0.5) -> requests.Session:
    retry = Retry(
        total=total,
        backoff_factor=backoff,
        backoff_jitter=0.3,
        status_forcelist=(429, 502, 503, 504),
        allowed_methods=frozenset({"GET", "HEAD", "PUT", "DELETE", "OPTIONS"}),
        respect_retry_after_header=True,
    )
    s = requests.Session()
    adapter = HTTPAdapter(max_retries=retry)
    s.mount("https://", adapter)
    s.mount("http://", adapter)
    return s


if __name__ == "__main__":
    r = make_session().get("https://api.example.com/health", timeout=(3.05, 30))
    print(r.status_code)
