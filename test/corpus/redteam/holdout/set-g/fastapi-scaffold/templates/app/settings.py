from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="APP_", env_file=".env")
    service_name: str = "__SERVICE__"
    database_url: str = "postgresql+asyncpg://app:app@localhost:5432/app"
    jwt_secret: str = "change-me"
    log_level: str = "INFO"


settings = Settings()
