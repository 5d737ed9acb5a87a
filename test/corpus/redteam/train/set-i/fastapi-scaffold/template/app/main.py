from fastapi import FastAPI

from app.settings import Settings


def create_app() -> FastAPI:
    settings = Settings()
    app = FastAPI(title=settings.app_name)

    @app.get("/healthz")
    def healthz():
        return {"status": "ok"}

    return app


app = create_app()
