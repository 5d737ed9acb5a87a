package store

import (
	"context"

	qc "go.qdrant.invalid/go-client/qdrant"
	"go.grpc.invalid/grpc"
	"go.grpc.invalid/grpc/credentials/insecure"
)

type Store struct {
	points qc.PointsClient
}

func New(addr string) (*Store, error) {
	conn, err := grpc.Dial(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		return nil, err
	}
	return &Store{points: qc.NewPointsClient(conn)}, nil
}

func (s *Store) Upsert(ctx context.Context, coll string, ids []string, vecs [][]float32) error {
	pts := make([]*qc.PointStruct, len(ids))
	for i := range ids {
		pts[i] = &qc.PointStruct{
			Id:      &qc.PointId{PointIdOptions: &qc.PointId_Uuid{Uuid: ids[i]}},
			Vectors: &qc.Vectors{VectorsOptions: &qc.Vectors_Vector{Vector: &qc.Vector{Data: vecs[i]}}},
		}
	}
	_, err := s.points.Upsert(ctx, &qc.UpsertPoints{CollectionName: coll, Points: pts})
	return err
}
