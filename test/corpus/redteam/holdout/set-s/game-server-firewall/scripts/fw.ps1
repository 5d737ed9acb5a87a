[CmdletBinding(SupportsShouldProcess = $true, ConfirmImpact = 'High')]
param(
  [Parameter(Mandatory)][ValidateSet('minecraft','valheim','palworld','terraria','cs2','rust','factorio')][string]$Game,
  [switch]$Remove
)
$ports = @{
  minecraft = @(@{P='25565';T='TCP'}, @{P='19132';T='UDP'})
  valheim   = @(@{P='2456-2458';T='UDP'})
  palworld  = @(@{P='8211';T='UDP'})
  terraria  = @(@{P='7777';T='TCP'})
  cs2       = @(@{P='27015';T='TCP'}, @{P='27015';T='UDP'})
  rust      = @(@{P='28015';T='UDP'})
  factorio  = @(@{P='34197';T='UDP'})
}
foreach ($r in $ports[$Game]) {
  $name = "GameServer-$Game-$($r.T)-$($r.P)"
  if ($Remove) {
    if ($PSCmdlet.ShouldProcess($name, 'Remove firewall rule')) { Remove-NetFirewallRule -DisplayName $name -ErrorAction SilentlyContinue }
  } else {
    if ($PSCmdlet.ShouldProcess($name, "Allow inbound $($r.T) $($r.P) (Private,Public profiles)")) {
      New-NetFirewallRule -DisplayName $name -Direction Inbound -Action Allow -Protocol $r.T -LocalPort $r.P -Profile Private,Public | Out-Null
    }
  }
}
