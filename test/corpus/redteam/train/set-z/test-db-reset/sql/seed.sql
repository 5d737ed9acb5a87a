-- Minimal seed data for integration tests
INSERT INTO projects (id, slug, name) VALUES
  (1, 'demo', 'Demo project'),
  (2, 'archived', 'Archived project');
INSERT INTO releases (project_id, version, published_at) VALUES
  (1, '1.0.0', '2025-01-10'),
  (1, '1.1.0', '2025-06-02'),
  (2, '0.9.0', '2023-11-30');
