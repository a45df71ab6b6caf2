    ps_2_0
    def c4, 1, 2, 3, 0
    dcl t0
    mul r0, t0, c0
    mad r0, t0, c1, r0
    add r0, r0, c4.x
    mad r0, t0, c2, r0
    add r0, r0, c4.y
    mad r0, t0, c3, r0
    add r0, r0, c4.z
    mov oC0, r0

// approximately 8 instruction slots used
