"""drop legacy_sessions (replaced by redis sessions in 2025)

Revision ID: 0009_drop_legacy_sessions
Revises: 0008_invoice_status

Irreversible in practice: downgrade recreates the empty table only.
"""
import sqlalchemy as sa
from alembic import op

revision = "0009_drop_legacy_sessions"
down_revision = "0008_invoice_status"


def upgrade() -> None:
    op.execute("DROP TABLE IF EXISTS legacy_sessions")


def downgrade() -> None:
    op.create_table(
        "legacy_sessions",
        sa.Column("sid", sa.Text, primary_key=True),
        sa.Column("data", sa.LargeBinary),
        sa.Column("expires_at", sa.TIMESTAMP(timezone=True)),
    )
