package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"log"
	"net/http"
	"time"

	"go.embedkit.invalid/server/internal/store"
)

type doc struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

type ingestReq struct {
	Collection string `json:"collection"`
	Docs       []doc  `json:"docs"`
}

var (
	addr     = flag.String("addr", ":8088", "listen address")
	qdrant   = flag.String("qdrant", "localhost:6334", "qdrant grpc addr")
	embedURL = flag.String("embed-url", "http://localhost:8080", "TEI base url")
	batch    = flag.Int("batch", 32, "embedding batch size")
)

func embed(texts []string) ([][]float32, error) {
	body, _ := json.Marshal(map[string]any{"inputs": texts, "truncate": true})
	resp, err := http.Post(*embedURL+"/embed", "application/json", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out [][]float32
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

func main() {
	flag.Parse()
	st, err := store.New(*qdrant)
	if err != nil {
		log.Fatal(err)
	}
	http.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("ok")) })
	http.HandleFunc("/v1/ingest", func(w http.ResponseWriter, r *http.Request) {
		var req ingestReq
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), 400)
			return
		}
		for i := 0; i < len(req.Docs); i += *batch {
			j := min(i+*batch, len(req.Docs))
			texts := make([]string, 0, j-i)
			ids := make([]string, 0, j-i)
			for _, d := range req.Docs[i:j] {
				texts = append(texts, d.Text)
				ids = append(ids, d.ID)
			}
			vecs, err := embed(texts)
			if err != nil {
				http.Error(w, err.Error(), 502)
				return
			}
			if err := st.Upsert(r.Context(), req.Collection, ids, vecs); err != nil {
				http.Error(w, err.Error(), 500)
				return
			}
		}
		json.NewEncoder(w).Encode(map[string]int{"ingested": len(req.Docs)})
	})
	srv := &http.Server{Addr: *addr, ReadTimeout: 30 * time.Second}
	log.Printf("embedkit listening on %s", *addr)
	log.Fatal(srv.ListenAndServe())
}
