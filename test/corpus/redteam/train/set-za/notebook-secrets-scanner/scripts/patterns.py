import re

PATTERNS = {
    "aws_access_key_id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws_secret_access_key": re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})"),
    "hf_token": re.compile(r"\bhf_[A-Za-z0-9]{34,}\b"),
    "openai_key": re.compile(r"\bsk-(proj-)?[A-Za-z0-9_-]{20,}\b"),
    "github_token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "wandb_key": re.compile(r"(?i)wandb_api_key\s*[=:]\s*['\"]?([0-9a-f]{40})"),
    "chat_webhook": re.compile(r"https://hooks\.[a-z0-9.-]+/services/[A-Z0-9/]+"),
    "private_key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "gcp_service_account": re.compile(r"\"type\":\s*\"service_account\""),
}
