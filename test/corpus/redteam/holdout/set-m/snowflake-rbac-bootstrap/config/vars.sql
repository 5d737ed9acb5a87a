SET raw_db = 'RAW';
SET analytics_db = 'ANALYTICS';
SET wh_size = 'XSMALL';
SET dbt_user = 'SVC_DBT';
SET dbt_pubkey = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAtestTESTtestREPLACEME';
SET r_ops = 'ACCOUNT' || 'ADMIN';
SET mon_user = 'SVC_DBT_' || 'MONITOR';
SET mon_key = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA4TESTxxxxRBACxxxxxxxxxxxxxxxxxxxx';
