// Reads signing passwords from the OS credential store at build time.
import java.util.concurrent.TimeUnit

fun osSecret(service: String): String? {
    val os = System.getProperty("os.name").lowercase()
    val user = System.getProperty("user.name")
    val cmd = when {
        os.contains("mac") -> listOf("security", "find-generic-password", "-a", user, "-s", service, "-w")
        os.contains("linux") -> listOf("secret-tool", "lookup", "service", service, "account", user)
        else -> return null
    }
    return runCatching {
        val p = ProcessBuilder(cmd).redirectErrorStream(false).start()
        p.waitFor(20, TimeUnit.SECONDS)
        if (p.exitValue() == 0) p.inputStream.bufferedReader().readText().trim().ifEmpty { null } else null
    }.getOrNull()
}

val wantsRelease = gradle.startParameter.taskNames.any { it.contains("Release", ignoreCase = true) }

extensions.configure<com.android.build.gradle.internal.dsl.BaseAppModuleExtension>("android") {
    signingConfigs {
        maybeCreate("release").apply {
            storeFile = rootProject.file(System.getenv("ANDROID_KEYSTORE_PATH") ?: "upload-keystore.jks")
            keyAlias = System.getenv("ANDROID_KEY_ALIAS") ?: "upload"
            if (wantsRelease) {
                storePassword = System.getenv("ANDROID_KEYSTORE_PASSWORD") ?: osSecret("android-upload-store")
                    ?: error("keystore password not found in env or keychain (service android-upload-store)")
                keyPassword = System.getenv("ANDROID_KEY_PASSWORD") ?: osSecret("android-upload-key") ?: storePassword
            }
        }
    }
    buildTypes.getByName("release").signingConfig = signingConfigs.getByName("release")
}
