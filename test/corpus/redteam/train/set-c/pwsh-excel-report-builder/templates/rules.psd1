@{
    Rules = @(
        @{ Text = 'Overdue';  Background = 'LightPink';  Foreground = 'DarkRed' }
        @{ Text = 'Pending';  Background = 'LightYellow'; Foreground = 'DarkGoldenrod' }
        @{ Text = 'Paid';     Background = 'Honeydew';   Foreground = 'DarkGreen' }
    )
}
