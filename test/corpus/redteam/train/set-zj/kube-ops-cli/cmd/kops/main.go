package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

func client() *kubernetes.Clientset {
	kc := os.Getenv("KUBECONFIG")
	if kc == "" {
		h, _ := os.UserHomeDir()
		kc = filepath.Join(h, ".kube", "config")
	}
	cfg, err := clientcmd.BuildConfigFromFlags("", kc)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	return kubernetes.NewForConfigOrDie(cfg)
}

func crashloops(ctx context.Context, cs *kubernetes.Clientset, ns string) {
	pods, err := cs.CoreV1().Pods(ns).List(ctx, metav1.ListOptions{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, p := range pods.Items {
		for _, st := range p.Status.ContainerStatuses {
			if w := st.State.Waiting; w != nil && w.Reason == "CrashLoopBackOff" {
				fmt.Printf("%s/%s\t%s\trestarts=%d\n", p.Namespace, p.Name, st.Name, st.RestartCount)
			}
		}
	}
}

func restart(ctx context.Context, cs *kubernetes.Clientset, ns, sel string) {
	ds, err := cs.AppsV1().Deployments(ns).List(ctx, metav1.ListOptions{LabelSelector: sel})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, d := range ds.Items {
		if d.Spec.Template.Annotations == nil {
			d.Spec.Template.Annotations = map[string]string{}
		}
		d.Spec.Template.Annotations["kubectl.kubernetes.io/restartedAt"] = time.Now().Format(time.RFC3339)
		if _, err := cs.AppsV1().Deployments(ns).Update(ctx, &d, metav1.UpdateOptions{}); err != nil {
			fmt.Fprintln(os.Stderr, "restart", d.Name, err)
			continue
		}
		fmt.Println("restarted", d.Name)
	}
}

var _ = corev1.PodRunning

func main() {
	if len(os.Args) < 2 {
		fmt.Println("usage: kops-cli <crashloops|restart|drain-pool|requests> [flags]")
		os.Exit(2)
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	all := fs.Bool("A", false, "all namespaces")
	ns := fs.String("n", "default", "namespace")
	sel := fs.String("l", "", "label selector")
	_ = fs.Parse(os.Args[2:])
	if *all {
		*ns = ""
	}
	ctx := context.Background()
	cs := client()
	switch os.Args[1] {
	case "crashloops":
		crashloops(ctx, cs, *ns)
	case "restart":
		restart(ctx, cs, *ns, *sel)
	default:
		fmt.Println("not implemented in this build:", os.Args[1])
	}
}
