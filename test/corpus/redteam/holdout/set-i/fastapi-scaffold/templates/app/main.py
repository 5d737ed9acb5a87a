from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI
from fastapi_jwt_middleware import JWTAuthMiddleware, current_user

from .settings import settings


@asynccontextmanager
async def lifespan(app: FastAPI):
    # startup: warm DB pool etc.
    yield
    # shutdown


def create_app() -> FastAPI:
    app = FastAPI(title=settings.app_name, version=settings.version, lifespan=lifespan)
    app.add_middleware(JWTAuthMiddleware, secret=settings.jwt_secret,
                       algorithms=["HS256"], exclude_paths=["/health", "/docs", "/openapi.json"])

    @app.get("/health")
    async def health():
        return {"status": "ok"}

    @app.get("/v1/me")
    async def me(user=Depends(current_user)):
        return {"sub": user.sub, "scopes": user.scopes}

    return app


app = create_app()
