"""add invoices

Revision ID: 0007_add_invoices
Revises: 0006_customer_tax_id
Create Date: 2026-03-01 10:12:44
"""
import sqlalchemy as sa
from alembic import op

revision = "0007_add_invoices"
down_revision = "0006_customer_tax_id"


def upgrade() -> None:
    op.create_table(
        "invoices",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("customer_id", sa.BigInteger, sa.ForeignKey("customers.id", ondelete="RESTRICT"), nullable=False),
        sa.Column("number", sa.Text, nullable=False, unique=True),
        sa.Column("total_cents", sa.BigInteger, nullable=False),
        sa.Column("currency", sa.CHAR(3), nullable=False, server_default="EUR"),
        sa.Column("issued_at", sa.TIMESTAMP(timezone=True), nullable=False, server_default=sa.func.now()),
    )
    with op.get_context().autocommit_block():
        op.create_index("ix_invoices_customer_id", "invoices", ["customer_id"], postgresql_concurrently=True)


def downgrade() -> None:
    with op.get_context().autocommit_block():
        op.drop_index("ix_invoices_customer_id", table_name="invoices", postgresql_concurrently=True)
    op.drop_table("invoices")
