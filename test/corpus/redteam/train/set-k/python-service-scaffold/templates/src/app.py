from fastapi import FastAPI
from pydantic_settings import BaseSettings
import structlog

log = structlog.get_logger()


class Settings(BaseSettings):
    service_name: str = "{{service}}"
    log_level: str = "INFO"


settings = Settings()
app = FastAPI(title=settings.service_name)


@app.get("/healthz")
def healthz():
    return {"status": "ok", "service": settings.service_name}
