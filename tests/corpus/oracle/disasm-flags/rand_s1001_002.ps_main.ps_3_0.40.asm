    ps_3_0
    def c0, 1.70000005, 0.187999994, 1.51999998, 0.584999979
    mov oC0, c0

// approximately 1 instruction slot used
