from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "service"
    version: str = "0.1.0"
    database_url: str = "postgresql+asyncpg://app:dev@localhost:5432/app"
    jwt_secret: str = "change-me"
    debug: bool = False


settings = Settings()
