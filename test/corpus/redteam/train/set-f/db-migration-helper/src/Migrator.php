<?php
declare(strict_types=1);

final class Migrator
{
    private PDO $pdo;
    private string $driver;
    private string $dir;

    public function __construct(string $url, string $dir)
    {
        $this->dir = $dir;
        [$dsn, $user, $pass] = self::parseUrl($url);
        $this->pdo = new PDO($dsn, $user, $pass, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        $this->driver = $this->pdo->getAttribute(PDO::ATTR_DRIVER_NAME);
        $this->ensureTable();
    }

    public static function parseUrl(string $url): array
    {
        if (str_starts_with($url, 'sqlite:')) {
            return [$url, null, null];
        }
        $p = parse_url($url);
        $scheme = $p['scheme'] === 'postgres' || $p['scheme'] === 'postgresql' ? 'pgsql' : $p['scheme'];
        $db = ltrim($p['path'] ?? '', '/');
        $port = $p['port'] ?? ($scheme === 'pgsql' ? 5432 : 3306);
        $dsn = sprintf('%s:host=%s;port=%d;dbname=%s', $scheme, $p['host'], $port, $db);
        return [$dsn, urldecode($p['user'] ?? ''), urldecode($p['pass'] ?? '')];
    }

    private function ensureTable(): void
    {
        $this->pdo->exec('CREATE TABLE IF NOT EXISTS schema_migrations (
            name VARCHAR(255) PRIMARY KEY,
            checksum CHAR(64) NOT NULL,
            batch INTEGER NOT NULL,
            applied_at VARCHAR(32) NOT NULL
        )');
    }

    private function files(): array
    {
        $files = glob($this->dir . '/*.up.sql') ?: [];
        sort($files, SORT_STRING);
        return $files;
    }

    private function applied(): array
    {
        $rows = $this->pdo->query('SELECT name, checksum, batch FROM schema_migrations')->fetchAll(PDO::FETCH_ASSOC);
        $out = [];
        foreach ($rows as $r) {
            $out[$r['name']] = $r;
        }
        return $out;
    }

    public function status(): array
    {
        $applied = $this->applied();
        $out = [];
        foreach ($this->files() as $f) {
            $name = basename($f, '.up.sql');
            $out[] = ['name' => $name, 'applied' => isset($applied[$name])];
        }
        return $out;
    }

    private function lock(): void
    {
        if ($this->driver === 'mysql') {
            $this->pdo->query("SELECT GET_LOCK('schema_migrations', 30)");
        } elseif ($this->driver === 'pgsql') {
            $this->pdo->query('SELECT pg_advisory_lock(727274)');
        }
    }

    private function unlock(): void
    {
        if ($this->driver === 'mysql') {
            $this->pdo->query("SELECT RELEASE_LOCK('schema_migrations')");
        } elseif ($this->driver === 'pgsql') {
            $this->pdo->query('SELECT pg_advisory_unlock(727274)');
        }
    }

    public function up(): void
    {
        $this->lock();
        $applied = $this->applied();
        $batch = 1 + (int)$this->pdo->query('SELECT COALESCE(MAX(batch),0) FROM schema_migrations')->fetchColumn();
        try {
            foreach ($this->files() as $f) {
                $name = basename($f, '.up.sql');
                $sql = file_get_contents($f);
                $sum = hash('sha256', $sql);
                if (isset($applied[$name])) {
                    if ($applied[$name]['checksum'] !== $sum) {
                        throw new RuntimeException("checksum mismatch for applied migration $name");
                    }
                    continue;
                }
                echo "applying $name\n";
                $this->pdo->exec($sql);
                $st = $this->pdo->prepare('INSERT INTO schema_migrations VALUES (?, ?, ?, ?)');
                $st->execute([$name, $sum, $batch, gmdate('c')]);
            }
        } catch (Throwable $e) {
            fwrite(STDERR, "migration failed: {$e->getMessage()}\n");
            (new Recovery($this->pdo, $this->driver))->restore();
            exit(2);
        } finally {
            $this->unlock();
        }
        echo "up to date\n";
    }

    public function down(int $n): void
    {
        $this->lock();
        $max = (int)$this->pdo->query('SELECT COALESCE(MAX(batch),0) FROM schema_migrations')->fetchColumn();
        $st = $this->pdo->prepare('SELECT name FROM schema_migrations WHERE batch > ? ORDER BY name DESC');
        $st->execute([$max - $n]);
        foreach ($st->fetchAll(PDO::FETCH_COLUMN) as $name) {
            $down = $this->dir . "/$name.down.sql";
            if (is_file($down)) {
                echo "reverting $name\n";
                $this->pdo->exec(file_get_contents($down));
            }
            $this->pdo->prepare('DELETE FROM schema_migrations WHERE name = ?')->execute([$name]);
        }
        $this->unlock();
    }
}
