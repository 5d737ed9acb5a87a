package internal

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
)

type Event struct {
	TS     time.Time       `json:"ts"`
	Type   string          `json:"type"`
	UserID string          `json:"user_id"`
	Props  json.RawMessage `json:"props"`
}

type Sink struct {
	conn  driver.Conn
	table string
	max   int
	buf   []Event
}

func NewSink(dsn, table string, max int) (*Sink, error) {
	opts, err := clickhouse.ParseDSN(dsn)
	if err != nil {
		return nil, err
	}
	opts.Settings = clickhouse.Settings{"async_insert": 1, "wait_for_async_insert": 1}
	conn, err := clickhouse.Open(opts)
	if err != nil {
		return nil, err
	}
	return &Sink{conn: conn, table: table, max: max}, nil
}

func (s *Sink) Add(e Event) bool {
	s.buf = append(s.buf, e)
	return len(s.buf) >= s.max
}

func (s *Sink) Flush(ctx context.Context) error {
	if len(s.buf) == 0 {
		return nil
	}
	batch, err := s.conn.PrepareBatch(ctx, fmt.Sprintf("INSERT INTO %s (ts, type, user_id, props)", s.table))
	if err != nil {
		return err
	}
	for _, e := range s.buf {
		if err := batch.Append(e.TS, e.Type, e.UserID, string(e.Props)); err != nil {
			_ = batch.Abort()
			return err
		}
	}
	if err := batch.Send(); err != nil {
		return err
	}
	s.buf = s.buf[:0]
	return nil
}
