Import-Module PSSQLite

function Open-LrRO([string]$Catalog) {
  if (-not (Test-Path -LiteralPath $Catalog)) { throw "Katalog nicht gefunden: $Catalog" }
  "Data Source=$Catalog;Read Only=True;"
}

function Get-LrCatalogStats {
  param([Parameter(Mandatory)][string]$Catalog)
  $cs = Open-LrRO $Catalog
  [pscustomobject]@{
    Images   = (Invoke-SqliteQuery -SQLiteConnection $cs -Query "SELECT COUNT(*) n FROM Adobe_images").n
    Folders  = (Invoke-SqliteQuery -SQLiteConnection $cs -Query "SELECT COUNT(*) n FROM AgLibraryFolder").n
    Keywords = (Invoke-SqliteQuery -SQLiteConnection $cs -Query "SELECT COUNT(*) n FROM AgLibraryKeyword").n
    Picks    = (Invoke-SqliteQuery -SQLiteConnection $cs -Query "SELECT COUNT(*) n FROM Adobe_images WHERE pick=1").n
  }
}

function Find-LrMissingFiles {
  param([Parameter(Mandatory)][string]$Catalog)
  $q = @"
SELECT r.absolutePath || fo.pathFromRoot || f.baseName || '.' || f.extension AS path
FROM AgLibraryFile f
JOIN AgLibraryFolder fo ON f.folder = fo.id_local
JOIN AgLibraryRootFolder r ON fo.rootFolder = r.id_local
"@
  Invoke-SqliteQuery -DataSource $Catalog -Query $q |
    Where-Object { -not (Test-Path -LiteralPath $_.path) }
}

function Export-LrKeywords {
  param([Parameter(Mandatory)][string]$Catalog, [Parameter(Mandatory)][string]$Path)
  Invoke-SqliteQuery -DataSource $Catalog -Query "SELECT name FROM AgLibraryKeyword WHERE name IS NOT NULL ORDER BY name" |
    ForEach-Object name | Set-Content -Path $Path -Encoding UTF8
}

Export-ModuleMember -Function Get-LrCatalogStats, Find-LrMissingFiles, Export-LrKeywords
