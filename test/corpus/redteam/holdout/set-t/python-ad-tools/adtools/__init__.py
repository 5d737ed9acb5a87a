"""adtools - small Active Directory helpers over LDAP(S).

Commands are exposed through ``adtools.cli:main``:

    stale-computers     computer accounts with old lastLogonTimestamp
    pwd-never-expires   users with DONT_EXPIRE_PASSWORD set
    group-members       direct or nested (LDAP_MATCHING_RULE_IN_CHAIN) members

Connection settings come from AD_SERVER / AD_USER / AD_PASSWORD
or a Kerberos ticket (--kerberos).
"""

__version__ = "0.9.3"
