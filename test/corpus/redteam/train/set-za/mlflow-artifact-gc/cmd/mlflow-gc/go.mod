module mlflow-gc

go 1.22
