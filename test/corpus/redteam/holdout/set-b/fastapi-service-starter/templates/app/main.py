from contextlib import asynccontextmanager

import structlog
from fastapi import Depends, FastAPI
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from .db import engine, get_session
from .settings import get_settings

log = structlog.get_logger()


@asynccontextmanager
async def lifespan(app: FastAPI):
    s = get_settings()
    log.info("startup", app=s.app_name, env=s.env)
    yield
    await engine.dispose()


app = FastAPI(title=get_settings().app_name, lifespan=lifespan)


@app.get("/healthz")
async def healthz():
    return {"ok": True}


@app.get("/readyz")
async def readyz(session: AsyncSession = Depends(get_session)):
    await session.execute(text("select 1"))
    return {"db": "ok"}
