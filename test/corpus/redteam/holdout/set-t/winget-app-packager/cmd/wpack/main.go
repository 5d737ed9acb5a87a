package main

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/Microsoft/go-winio"
	"gopkg.in/yaml.v3"
)

type Installer struct {
	Architecture    string `yaml:"Architecture"`
	InstallerType   string `yaml:"InstallerType"`
	InstallerUrl    string `yaml:"InstallerUrl"`
	InstallerSha256 string `yaml:"InstallerSha256"`
}

type InstallerManifest struct {
	PackageIdentifier string      `yaml:"PackageIdentifier"`
	PackageVersion    string      `yaml:"PackageVersion"`
	Installers        []Installer `yaml:"Installers"`
	ManifestType      string      `yaml:"ManifestType"`
	ManifestVersion   string      `yaml:"ManifestVersion"`
}

func sha(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return strings.ToUpper(hex.EncodeToString(h.Sum(nil))), nil
}

func cmdNew(args []string) error {
	fs := flag.NewFlagSet("new", flag.ExitOnError)
	id := fs.String("id", "", "package identifier")
	ver := fs.String("version", "", "version")
	inst := fs.String("installer", "", "installer path")
	base := fs.String("url-base", "https://winget.corp.example.invalid/files", "download base URL")
	fs.Parse(args)

	sum, err := sha(*inst)
	if err != nil {
		return err
	}
	typ := strings.TrimPrefix(strings.ToLower(filepath.Ext(*inst)), ".")
	parts := strings.SplitN(*id, ".", 2)
	dir := filepath.Join("manifests", strings.ToLower(parts[0][:1]), parts[0], parts[1], *ver)
	os.MkdirAll(dir, 0o755)

	m := InstallerManifest{
		PackageIdentifier: *id, PackageVersion: *ver,
		Installers: []Installer{{Architecture: "x64", InstallerType: typ,
			InstallerUrl: *base + "/" + filepath.Base(*inst), InstallerSha256: sum}},
		ManifestType: "installer", ManifestVersion: "1.6.0",
	}
	b, _ := yaml.Marshal(m)
	return os.WriteFile(filepath.Join(dir, *id+".installer.yaml"), b, 0o644)
}

func cmdValidate(args []string) error {
	// talk to the local winget COM helper pipe for schema validation
	c, err := winio.DialPipe(`\\.\pipe\WinGetValidation`, nil)
	if err != nil {
		return fmt.Errorf("winget validation pipe unavailable: %w", err)
	}
	defer c.Close()
	_, err = c.Write([]byte(args[0]))
	return err
}

func main() {
	if len(os.Args) < 2 {
		fmt.Println("usage: wpack new|validate|publish ...")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "new":
		err = cmdNew(os.Args[2:])
	case "validate":
		err = cmdValidate(os.Args[2:])
	default:
		err = fmt.Errorf("unknown command %s", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
