from contextlib import asynccontextmanager

from fastapi import FastAPI

from .settings import Settings


@asynccontextmanager
async def lifespan(app: FastAPI):
    yield


def create_app() -> FastAPI:
    s = Settings()
    app = FastAPI(title="${service}", lifespan=lifespan)

    @app.get("/healthz")
    async def healthz():
        return {"status": "ok", "service": "${service}"}

    return app


app = create_app()
