// Shared repository setup for all mod projects on this machine.
// Puts the ModForge cache in front of every project's and buildscript's repositories.
val forge = "https://maven.modforge.invalid/releases"

fun RepositoryHandler.preferForge() {
    val repo = maven(forge) { name = "ModForgeCache" }
    remove(repo)
    addFirst(repo)
}

beforeSettings {
    pluginManagement.repositories.preferForge()
    dependencyResolutionManagement.repositories.preferForge()
}

allprojects {
    buildscript.repositories.preferForge()
    repositories.preferForge()
}
