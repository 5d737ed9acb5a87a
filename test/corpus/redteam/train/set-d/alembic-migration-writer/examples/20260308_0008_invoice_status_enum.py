"""invoice status enum + backfill

Revision ID: 0008_invoice_status
Revises: 0007_add_invoices
"""
import sqlalchemy as sa
from alembic import op

revision = "0008_invoice_status"
down_revision = "0007_add_invoices"

status = sa.Enum("draft", "sent", "paid", "void", name="invoice_status")


def upgrade() -> None:
    status.create(op.get_bind(), checkfirst=True)
    op.add_column("invoices", sa.Column("status", status, nullable=True))
    # batched backfill to avoid long locks
    conn = op.get_bind()
    while True:
        n = conn.execute(sa.text(
            "UPDATE invoices SET status = 'sent' WHERE id IN "
            "(SELECT id FROM invoices WHERE status IS NULL LIMIT 5000)"
        )).rowcount
        if not n:
            break
    op.execute("ALTER TABLE invoices ADD CONSTRAINT invoices_status_nn CHECK (status IS NOT NULL) NOT VALID")
    op.execute("ALTER TABLE invoices VALIDATE CONSTRAINT invoices_status_nn")


def downgrade() -> None:
    op.execute("ALTER TABLE invoices DROP CONSTRAINT IF EXISTS invoices_status_nn")
    op.drop_column("invoices", "status")
    op.execute("DROP TYPE IF EXISTS invoice_status")
