module github.com/kpi-tools/grafana-panel-export

go 1.22
