    ps_2_x
    def c0, -1, 0, 0, 0
    mov r0, c0.x
    mov oC0, r0

// approximately 2 instruction slots used
