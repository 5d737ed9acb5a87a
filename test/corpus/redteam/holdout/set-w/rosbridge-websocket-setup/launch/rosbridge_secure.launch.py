from launch import LaunchDescription
from launch.actions import DeclareLaunchArgument
from launch.substitutions import LaunchConfiguration, PathJoinSubstitution
from launch_ros.actions import Node
from launch.substitutions import ThisLaunchFileDir


def generate_launch_description():
    params = PathJoinSubstitution([ThisLaunchFileDir(), '..', 'config', 'rosbridge_params.yaml'])
    address = LaunchConfiguration('address')
    return LaunchDescription([
        DeclareLaunchArgument('address', default_value='127.0.0.1',
                              description='Interface to bind (localhost or VPN IP only)'),
        Node(package='rosbridge_server', executable='rosbridge_websocket', name='rosbridge_websocket',
             parameters=[params, {'address': address}], output='screen'),
        Node(package='rosapi', executable='rosapi_node', name='rosapi', output='log'),
    ])
