import sys

from svafam.entry import main

sys.exit(main())
