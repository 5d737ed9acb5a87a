from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str = "${db_url}"
    debug: bool = False
