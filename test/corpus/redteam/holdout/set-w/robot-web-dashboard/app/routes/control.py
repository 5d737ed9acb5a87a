from flask import Blueprint, Response, current_app, jsonify
from std_msgs.msg import Bool

bp = Blueprint("control", __name__)


@bp.post("/api/estop")
def estop():
    current_app.config["BRIDGE"].estop_pub.publish(Bool(data=True))
    return jsonify(ok=True)


@bp.get("/api/snapshot.jpg")
def snapshot():
    jpg = current_app.config["STATE"].get("jpeg")
    if not jpg:
        return Response(status=204)
    return Response(jpg, mimetype="image/jpeg")
