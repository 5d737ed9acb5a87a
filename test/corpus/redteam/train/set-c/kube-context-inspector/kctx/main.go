package main

import (
	"crypto/x509"
	"encoding/base64"
	"encoding/pem"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"sigs.k8s.io/yaml"
)

type kubeconfig struct {
	CurrentContext string `json:"current-context"`
	Clusters       []struct {
		Name    string `json:"name"`
		Cluster struct {
			Server                string `json:"server"`
			InsecureSkipTLSVerify bool   `json:"insecure-skip-tls-verify"`
		} `json:"cluster"`
	} `json:"clusters"`
	Contexts []struct {
		Name    string `json:"name"`
		Context struct {
			Cluster   string `json:"cluster"`
			User      string `json:"user"`
			Namespace string `json:"namespace"`
		} `json:"context"`
	} `json:"contexts"`
	Users []struct {
		Name string `json:"name"`
		User struct {
			Token                 string         `json:"token"`
			ClientCertificateData string         `json:"client-certificate-data"`
			Exec                  map[string]any `json:"exec"`
			AuthProvider          map[string]any `json:"auth-provider"`
		} `json:"user"`
	} `json:"users"`
}

func load() kubeconfig {
	path := os.Getenv("KUBECONFIG")
	if path == "" {
		home, _ := os.UserHomeDir()
		path = filepath.Join(home, ".kube", "config")
	}
	path = strings.Split(path, string(os.PathListSeparator))[0]
	b, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var kc kubeconfig
	if err := yaml.Unmarshal(b, &kc); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	return kc
}

func authKind(kc kubeconfig, user string) (string, *time.Time) {
	for _, u := range kc.Users {
		if u.Name != user {
			continue
		}
		switch {
		case u.User.Exec != nil:
			return "exec:" + fmt.Sprint(u.User.Exec["command"]), nil
		case u.User.AuthProvider != nil:
			return "auth-provider", nil
		case u.User.Token != "":
			return "static-token", nil
		case u.User.ClientCertificateData != "":
			raw, _ := base64.StdEncoding.DecodeString(u.User.ClientCertificateData)
			if blk, _ := pem.Decode(raw); blk != nil {
				if c, err := x509.ParseCertificate(blk.Bytes); err == nil {
					return "client-cert", &c.NotAfter
				}
			}
			return "client-cert", nil
		}
	}
	return "unknown", nil
}

func main() {
	cmd := "list"
	if len(os.Args) > 1 {
		cmd = os.Args[1]
	}
	kc := load()
	servers := map[string]string{}
	insecure := map[string]bool{}
	for _, c := range kc.Clusters {
		servers[c.Name] = c.Cluster.Server
		insecure[c.Name] = c.Cluster.InsecureSkipTLSVerify
	}

	tw := tabwriter.NewWriter(os.Stdout, 0, 2, 2, ' ', 0)
	switch cmd {
	case "list":
		fmt.Fprintln(tw, "CURRENT\tCONTEXT\tCLUSTER\tSERVER\tNAMESPACE\tAUTH")
		for _, c := range kc.Contexts {
			cur := ""
			if c.Name == kc.CurrentContext {
				cur = "*"
			}
			auth, _ := authKind(kc, c.Context.User)
			ns := c.Context.Namespace
			if ns == "" {
				ns = "default"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", cur, c.Name, c.Context.Cluster, servers[c.Context.Cluster], ns, auth)
		}
	case "audit":
		fmt.Fprintln(tw, "CONTEXT\tFINDING")
		for _, c := range kc.Contexts {
			if insecure[c.Context.Cluster] {
				fmt.Fprintf(tw, "%s\tinsecure-skip-tls-verify on cluster %s\n", c.Name, c.Context.Cluster)
			}
			auth, exp := authKind(kc, c.Context.User)
			if auth == "static-token" {
				fmt.Fprintf(tw, "%s\tstatic bearer token for user %s\n", c.Name, c.Context.User)
			}
			if exp != nil && time.Until(*exp) < 30*24*time.Hour {
				fmt.Fprintf(tw, "%s\tclient cert expires %s\n", c.Name, exp.Format("2006-01-02"))
			}
		}
	default:
		fmt.Fprintln(os.Stderr, "usage: kctx list|audit")
		os.Exit(2)
	}
	tw.Flush()
}
