from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="{{PACKAGE}}_", env_file=".env", extra="ignore")

    service_name: str = "{{service}}"
    environment: str = "dev"
    log_level: str = "INFO"
    database_url: str | None = None


@lru_cache
def get_settings() -> Settings:
    return Settings()
