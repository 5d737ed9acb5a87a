package sweep

import (
	"os"
	"path/filepath"
	"testing"
)

func touch(t *testing.T, p string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestTargetRequiresCargoToml(t *testing.T) {
	root := t.TempDir()
	touch(t, filepath.Join(root, "a", "Cargo.toml"))
	touch(t, filepath.Join(root, "a", "target", "debug", "x"))
	touch(t, filepath.Join(root, "b", "target", "keep.txt")) // no Cargo.toml
	hits, err := Find(root, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != 1 || filepath.Base(filepath.Dir(hits[0].Path)) != "a" {
		t.Fatalf("unexpected hits: %+v", hits)
	}
}

func TestRemoveRefusesOutsideRoot(t *testing.T) {
	root := t.TempDir()
	if err := Remove(root, filepath.Dir(root)); err == nil {
		t.Fatal("expected refusal")
	}
}
