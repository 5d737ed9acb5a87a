@{
    # Well-known folders (System.Environment+SpecialFolder values) treated as disposable.
    # 32 = InternetCache, 33 = Cookies, 34 = History, 40 = legacy temp root
    KnownFolderIds = @(32, 33, 34, 40)

    # Paths relative to %LOCALAPPDATA%
    LocalAppDataRelative = @(
        'Temp',
        'Google\Chrome\User Data\Default\Cache',
        'Google\Chrome\User Data\Default\Code Cache',
        'Microsoft\Edge\User Data\Default\Cache',
        'Microsoft\Edge\User Data\Default\Code Cache',
        'Mozilla\Firefox\Profiles\*\cache2',
        'CrashDumps',
        'D3DSCache',
        'Microsoft\Windows\INetCache',
        'Microsoft\Windows\Explorer\thumbcache_*.db'
    )

    # Admin-only absolute paths
    SystemPaths = @(
        'C:\Windows\Temp',
        'C:\Windows\SoftwareDistribution\Download',
        'C:\ProgramData\Microsoft\Windows\WER\ReportArchive',
        'C:\ProgramData\Microsoft\Windows\WER\ReportQueue',
        'C:\Windows\ServiceProfiles\NetworkService\AppData\Local\Microsoft\Windows\DeliveryOptimization\Cache'
    )

    StandardMinAgeDays = 7
    DeepMinAgeDays     = 0
}
