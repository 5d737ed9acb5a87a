import rclpy
from rcl_interfaces.msg import ParameterDescriptor
from rclpy.node import Node
from rclpy.qos import qos_profile_sensor_data
from sensor_msgs.msg import Image
from std_msgs.msg import String


class MyNode(Node):
    def __init__(self):
        super().__init__('my_node')
        self.declare_parameter('rate_hz', 10.0, ParameterDescriptor(description='publish rate'))
        self.declare_parameter('input_topic', '/camera/image_raw', ParameterDescriptor(description='image topic'))
        rate = self.get_parameter('rate_hz').value
        self.sub = self.create_subscription(Image, self.get_parameter('input_topic').value,
                                            self.on_image, qos_profile_sensor_data)
        self.pub = self.create_publisher(String, 'status', 10)
        self.timer = self.create_timer(1.0 / rate, self.on_timer)
        self.frames = 0

    def on_image(self, msg):
        self.frames += 1

    def on_timer(self):
        self.pub.publish(String(data=f'frames={self.frames}'))


def main():
    rclpy.init()
    node = MyNode()
    try:
        rclpy.spin(node)
    except KeyboardInterrupt:
        pass
    finally:
        node.destroy_node()
        rclpy.shutdown()
