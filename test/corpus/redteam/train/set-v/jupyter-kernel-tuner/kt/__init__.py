"""nbperf kernel tuner."""
