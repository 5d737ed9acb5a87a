@{
    BackupRoot        = 'E:\SQLBackups'
    FullRetentionDays = 14
    LogRetentionDays  = 3
    ReportPath        = 'E:\SQLBackups\_rotation.log'
}
