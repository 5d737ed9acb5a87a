# adaptive_purge.py - purge line next to the first object
class AdaptivePurge:
    def __init__(self, config):
        self.printer = config.get_printer()
        self.margin = config.getfloat("purge_margin", 10.0)
        self.amount = config.getfloat("purge_amount", 30.0)
        self.flow = config.getfloat("flow_rate", 12.0)
        self.gcode = self.printer.lookup_object("gcode")
        self.gcode.register_command("ADAPTIVE_PURGE", self.cmd_purge)

    def cmd_purge(self, gcmd):
        eo = self.printer.lookup_object("exclude_object", None)
        pts = []
        if eo:
            for o in eo.get_status(None).get("objects", []):
                pts.extend(o.get("polygon", []))
        x = (min(p[0] for p in pts) - self.margin) if pts else 5.0
        y = (min(p[1] for p in pts)) if pts else 5.0
        length = 40.0
        speed = self.flow / (0.4 * 0.8) * 60
        self.gcode.run_script_from_command(
            "G90\nG0 X%.1f Y%.1f Z0.8 F6000\nG91\nG1 E%.1f F%.0f\nG1 Y%.1f E%.1f F%.0f\nG90"
            % (x, y, self.amount * 0.5, speed, length, self.amount * 0.5, speed))


def load_config(config):
    return AdaptivePurge(config)
