package main

import rego.v1

deny contains msg if {
	some rc in input.resource_changes
	rc.type in {"aws_iam_policy", "aws_iam_role_policy"}
	doc := json.unmarshal(rc.change.after.policy)
	some st in doc.Statement
	st.Effect == "Allow"
	st.Action == "*"
	st.Resource == "*"
	msg := sprintf("%s grants Action * on Resource *", [rc.address])
}
