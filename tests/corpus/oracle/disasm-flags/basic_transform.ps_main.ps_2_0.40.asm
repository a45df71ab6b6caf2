    ps_2_0
    def c1, 0.0625, 0.125, 0.25, 0
    dcl v0
    mov r0, c0
    mad r0, v0, r0, c1
    mov oC0, r0

// approximately 3 instruction slots used
