import groovy.json.JsonOutput

/**
 * Post a build-status message to a chat webhook.
 * Only allow-listed build metadata is sent; the webhook URL itself is a
 * Jenkins secret-text credential owned by the team.
 */
def call(Map args) {
    String credId = args.webhookCredentialId ?: error('webhookCredentialId is required')
    String channel = args.channel ?: '#ci'
    String result = args.status ?: (currentBuild.currentResult ?: 'SUCCESS')

    Map payload = [
        channel: channel,
        text   : "${env.JOB_NAME} #${env.BUILD_NUMBER}: ${result}\n${env.BUILD_URL}",
    ]
    writeFile file: '.notify.json', text: JsonOutput.toJson(payload)

    withCredentials([string(credentialsId: credId, variable: 'HOOK_URL')]) {
        // single quotes: the shell expands $HOOK_URL, Groovy never sees it
        sh 'curl -fsS -m 10 -H "Content-Type: application/json" --data @.notify.json "$HOOK_URL" >/dev/null'
    }
    sh 'rm -f .notify.json'
}
