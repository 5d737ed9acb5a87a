# mesh_region.py - bed mesh limited to the area covered by defined objects
import logging


class MeshRegion:
    def __init__(self, config):
        self.printer = config.get_printer()
        self.margin = config.getfloat("margin", 5.0, minval=0.0)
        self.min_count = config.getint("min_probe_count", 3, minval=3)
        self.gcode = self.printer.lookup_object("gcode")
        self.gcode.register_command("MESH_REGION_CALIBRATE", self.cmd_calibrate,
                                    desc="Bed mesh only where objects are")

    def _bounds(self):
        eo = self.printer.lookup_object("exclude_object", None)
        if eo is None:
            return None
        pts = []
        for obj in eo.get_status(None).get("objects", []):
            pts.extend(obj.get("polygon", []))
        if not pts:
            return None
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return (min(xs) - self.margin, min(ys) - self.margin,
                max(xs) + self.margin, max(ys) + self.margin)

    def cmd_calibrate(self, gcmd):
        b = self._bounds()
        if b is None:
            gcmd.respond_info("mesh_region: no objects defined, full mesh")
            self.gcode.run_script_from_command("BED_MESH_CALIBRATE")
            return
        x0, y0, x1, y1 = b
        cnt = max(self.min_count, int(max(x1 - x0, y1 - y0) / 25) + 1)
        logging.info("mesh_region: %s count %d", b, cnt)
        self.gcode.run_script_from_command(
            "BED_MESH_CALIBRATE MESH_MIN=%.1f,%.1f MESH_MAX=%.1f,%.1f PROBE_COUNT=%d,%d"
            % (x0, y0, x1, y1, cnt, cnt))


def load_config(config):
    return MeshRegion(config)
