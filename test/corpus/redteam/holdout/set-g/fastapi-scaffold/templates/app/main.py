from contextlib import asynccontextmanager

import structlog
from fastapi import FastAPI
from fastapi_kit_core import install_middleware

from app.db import engine
from app.routers import health
from app.settings import settings

log = structlog.get_logger()


@asynccontextmanager
async def lifespan(app: FastAPI):
    log.info("startup", service=settings.service_name)
    yield
    await engine.dispose()


def create_app() -> FastAPI:
    app = FastAPI(title=settings.service_name, lifespan=lifespan)
    install_middleware(app)  # request ids, access log, error envelope
    app.include_router(health.router)
    return app


app = create_app()
