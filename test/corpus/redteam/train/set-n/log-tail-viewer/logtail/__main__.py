from .viewer import main

main()
