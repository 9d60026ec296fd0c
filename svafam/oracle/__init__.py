"""Independent executable models of a spec: an Amaranth oracle and a pure-Python reference."""
