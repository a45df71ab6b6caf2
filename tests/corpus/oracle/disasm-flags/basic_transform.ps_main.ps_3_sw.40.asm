    ps_3_sw
    def c1, 0.0625, 0.125, 0.25, 0
    dcl_color v0
    mov r0, c0
    mad oC0, v0, r0, c1

// approximately 2 instruction slots used
